import { makeUser } from '@convive/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

// jsdom has no canvas: the crop itself is covered by cropAvatar.test.ts (its geometry).
vi.mock('../../account/cropAvatar', () => ({
  cropAvatar: vi.fn(async (file: File) => {
    if (file.name === 'broken.png') throw new Error('decode failed');
    return new File(['jpeg-bytes'], 'foto.jpg', { type: 'image/jpeg' });
  }),
}));

const lucia = makeUser({
  id: 7,
  email: 'lucia@convive.es',
  first_name: 'Lucía',
  last_name: 'Fernández',
  phone: '+34612345678',
  bio: 'Estudiante de máster.',
  date_of_birth: '1998-05-24',
  profile_picture: null,
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.clearAllMocks();
});

/** The texts of the toasts on screen (sonner), title and description together. */
function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((el) => el.textContent ?? '');
}

async function expectToast(...parts: string[]) {
  await waitFor(() => expect(toastTexts().some((text) => parts.every((p) => text.includes(p)))).toBe(true));
}

async function openProfile(routes = {}) {
  const result = renderScreen('/dashboard/profile', { user: lucia, routes });
  await screen.findByRole('heading', { level: 1, name: 'Mi perfil' }, { timeout: 5000 });
  return result;
}

function patchRecorder(answer: { status?: number; body?: unknown } = { body: lucia }) {
  const sent: unknown[] = [];
  return {
    sent,
    route: (req: { body: unknown }) => {
      sent.push(req.body);
      return answer;
    },
  };
}

describe('/dashboard/profile', { timeout: 15_000 }, () => {
  it("shows the user's data, the read-only e-mail and the date as dd/mm/yyyy", async () => {
    await openProfile();
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Lucía');
    expect((screen.getByLabelText(/^Apellidos/) as HTMLInputElement).value).toBe('Fernández');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('lucia@convive.es');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('El email no se puede cambiar')).toBeTruthy();
    expect((screen.getByLabelText(/^Fecha de nacimiento/) as HTMLInputElement).value).toBe('24/05/1998');
    expect((screen.getByLabelText('Teléfono') as HTMLInputElement).value).toContain('612');
    expect((screen.getByLabelText(/^Biografía/) as HTMLTextAreaElement).value).toBe('Estudiante de máster.');
  });

  it('saves as JSON with the date converted to yyyy-mm-dd, toasts and refreshes the session', async () => {
    const patch = patchRecorder({
      body: { ...lucia, first_name: 'Lucía María', date_of_birth: '1998-06-02' },
    });
    const result = await openProfile({ 'PATCH /users/:id/': patch.route });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nombre/), ' María');
    const date = screen.getByLabelText(/^Fecha de nacimiento/);
    await user.clear(date);
    await user.type(date, '2/6/1998');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await expectToast('Perfil actualizado');
    expect(patch.sent[0]).toEqual({
      first_name: 'Lucía María',
      last_name: 'Fernández',
      phone: '+34612345678',
      bio: 'Estudiante de máster.',
      date_of_birth: '1998-06-02',
    });
    expect(result.fetch.calls).toContain('PATCH /users/7/');
    await waitFor(() => expect(result.fetch.calls.filter((c) => c === 'GET /me/').length).toBeGreaterThan(0));
    expect((screen.getByLabelText(/^Fecha de nacimiento/) as HTMLInputElement).value).toBe('02/06/1998');
  });

  it('sends a null date when the field is emptied', async () => {
    const patch = patchRecorder();
    await openProfile({ 'PATCH /users/:id/': patch.route });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Fecha de nacimiento/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(patch.sent).toHaveLength(1));
    expect((patch.sent[0] as { date_of_birth: unknown }).date_of_birth).toBeNull();
  });

  it("says 'Fecha inválida' for an impossible date and does not save", async () => {
    const result = await openProfile();
    const user = userEvent.setup();
    const date = screen.getByLabelText(/^Fecha de nacimiento/);
    await user.clear(date);
    await user.type(date, '31/02/1998');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByText('Fecha inválida')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(result.fetch.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
  });

  it('requires first and last name', async () => {
    const result = await openProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Nombre/));
    await user.clear(screen.getByLabelText(/^Apellidos/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Los apellidos son obligatorios')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre/));
    expect(result.fetch.calls.some((c) => c.startsWith('PATCH'))).toBe(false);
  });

  it('Cancelar puts the saved data back', async () => {
    await openProfile();
    const user = userEvent.setup();
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Biografía/), ' Y más.');
    await user.click(cancel);
    expect((screen.getByLabelText(/^Biografía/) as HTMLTextAreaElement).value).toBe('Estudiante de máster.');
  });

  it('rejects a picture of the wrong type or over 5 MB with the spec texts', async () => {
    await openProfile();
    const input = screen.getByTestId('profile-picture-input') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText('Tipo de archivo no permitido. Solo se permiten: JPG, PNG, GIF, WEBP.'),
    ).toBeTruthy();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('La imagen es demasiado grande. El límite es 5MB.')).toBeTruthy();
    expect(screen.queryByText(/Vista previa/)).toBeNull();
  });

  it('previews the cropped picture and uploads it as multipart', async () => {
    const patch = patchRecorder({ body: { ...lucia, profile_picture: '/media/avatars/foto.jpg' } });
    await openProfile({ 'PATCH /users/:id/': patch.route });
    const input = screen.getByTestId('profile-picture-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'foto.png', { type: 'image/png' })] } });
    expect(await screen.findByText(/Vista previa: la nueva foto se guardará/)).toBeTruthy();
    expect(document.querySelector('img[src="blob:preview"]')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await expectToast('Perfil actualizado');
    const body = String(patch.sent[0]);
    // (jsdom's File loses its name and bytes inside Node's FormData; a browser sends both.)
    expect(body).toMatch(/name="profile_picture"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
    expect(body).toContain('name="first_name"');
    expect(body).toContain('Lucía');
  });

  it("removes the current picture with 'Quitar foto' (profile_picture: null)", async () => {
    const patch = patchRecorder({ body: { ...lucia, profile_picture: null } });
    renderScreen('/dashboard/profile', {
      user: { ...lucia, profile_picture: 'http://api.convive.test/media/avatars/7/a.webp' },
      routes: { 'PATCH /users/:id/': patch.route },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quitar foto' }, { timeout: 5000 }));
    expect(screen.getByText('La foto se quitará al pulsar «Guardar cambios».')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(patch.sent).toHaveLength(1));
    expect((patch.sent[0] as { profile_picture: unknown }).profile_picture).toBeNull();
  });

  it('shows a stored phone with spaces in national format and sends it as E.164', async () => {
    const patch = patchRecorder();
    renderScreen('/dashboard/profile', {
      user: { ...lucia, phone: '+34 611 908 332' },
      routes: { 'PATCH /users/:id/': patch.route },
    });
    const user = userEvent.setup();
    // The phone library loads when the field is focused.
    await user.click(await screen.findByLabelText('Teléfono', {}, { timeout: 5000 }));
    await screen.findByRole('button', { name: /País del teléfono: España/ }, { timeout: 5000 });
    expect((screen.getByLabelText('Teléfono') as HTMLInputElement).value).toBe('611 90 83 32');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(patch.sent).toHaveLength(1));
    expect((patch.sent[0] as { phone: string }).phone).toBe('+34611908332');
  });

  it('says so when the picture cannot be converted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openProfile();
    const input = screen.getByTestId('profile-picture-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['?'], 'broken.png', { type: 'image/png' })] } });
    expect(await screen.findByText('No se pudo procesar la imagen. Prueba con otra.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it.each([
    [{ status: 400, body: { detail: 'Datos no válidos.' } }, 'Datos no válidos.'],
    [
      { status: 400, body: { phone: ['Introduce un número de teléfono válido.'] } },
      'phone: Introduce un número de teléfono válido.',
    ],
    [{ status: 400, body: { profile_picture: ['Archivo dañado.'] } }, 'Error con la imagen: Archivo dañado.'],
    [{ status: 413, body: {} }, 'La imagen es demasiado grande. Intenta con una imagen más pequeña.'],
    [{ status: 415, body: {} }, 'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.'],
    [{ status: 500, body: {} }, 'Ha ocurrido un error al actualizar el perfil.'],
  ])('shows the save failure %# as an Error toast', async (answer, message) => {
    await openProfile({ 'PATCH /users/:id/': answer });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await expectToast('Error', message);
    // Nothing typed is lost.
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Lucía');
  });
  it('speaks English: the form, the picture step and the buttons', async () => {
    const result = renderScreen('/dashboard/profile', { locale: 'en', user: lucia });
    await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('My profile · Convive'));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeTruthy();
    expect(screen.getByLabelText('Date of birth')).toBeTruthy();
    const userContent = ['Lucía', 'Fernández', lucia.email, lucia.bio];
    expectNoSpanish(result.container, userContent);

    // A picture chosen: the preview line and the discard button.
    fireEvent.change(screen.getByTestId('profile-picture-input'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('button', { name: 'Discard new picture' })).toBeTruthy();
    expect(screen.getByText(/^Preview: /)).toBeTruthy();
    expectNoSpanish(result.container, userContent);
  });
});
