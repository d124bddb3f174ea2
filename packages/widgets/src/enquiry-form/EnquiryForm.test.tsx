import { makePropertyRequest, makeUser } from '@convive/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { es } from '../i18n/es';
import { renderWithConvive } from '../test/withConvive';
import { EnquiryForm } from './EnquiryForm';

/** axe findings, without the checks jsdom cannot make (contrast) or a widget does not own (landmarks). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('EnquiryForm', () => {
  it('is prefilled from the signed-in user', () => {
    renderWithConvive(<EnquiryForm propertyId={10} ownerName="Carmen Ruiz" />, { user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Contactar con Carmen Ruiz' })).toBeTruthy();
    expect(field('Nombre').value).toBe('Lucía García');
    expect(field('Email').value).toBe('lucia.garcia@example.com');
    expect(field('Teléfono (opcional)').value).toBe('+34 612 345 678');
    expect(field('Mensaje').value).toBe('');
  });

  it('shows the spec texts next to the fields and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} roomId={100} />);
    await user.type(field('Mensaje'), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    const name = field('Nombre');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      es.enquiryForm.nameRequired,
    );
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Por favor, escribe un mensaje para el propietario')).toBeTruthy();
    expect(field('Mensaje').getAttribute('aria-describedby')).toBeTruthy();
    expect(field('Teléfono (opcional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('asks only for the message when the user is prefilled', async () => {
    const user = userEvent.setup();
    const { convive } = renderWithConvive(<EnquiryForm propertyId={10} />, { user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(screen.getByText('Por favor, escribe un mensaje para el propietario')).toBeTruthy();
    expect(document.activeElement).toBe(field('Mensaje'));
    expect(field('Nombre').getAttribute('aria-invalid')).toBeNull();
    expect(convive.client).toBeTruthy();
  });

  it('disables a property enquiry while signed out, with a note and a sign-in hint', () => {
    renderWithConvive(<EnquiryForm propertyId={10} />);
    expect((screen.getByRole('button', { name: 'Enviar consulta' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Debes iniciar sesión para contactar con el propietario.')).toBeTruthy();
    expect(screen.getByText('Inicia sesión y tus datos se rellenarán automáticamente.')).toBeTruthy();
  });

  it("shows the host's sign-in link in the signed-out note, and never on a room enquiry", () => {
    const { unmount } = renderWithConvive(
      <EnquiryForm propertyId={10} signInLink={<a href="/login">Inicia sesión</a>} />,
    );
    expect(screen.getByRole('link', { name: 'Inicia sesión' }).getAttribute('href')).toBe('/login');
    unmount();
    renderWithConvive(
      <EnquiryForm propertyId={10} roomId={100} signInLink={<a href="/login">Inicia sesión</a>} />,
    );
    expect(screen.queryByRole('link', { name: 'Inicia sesión' })).toBeNull();
  });

  it('lets a visitor send a room enquiry, with the room and request_type "room"', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const onSent = vi.fn();
    const { convive } = renderWithConvive(<EnquiryForm propertyId={10} roomId={100} onSent={onSent} />, {
      routes: {
        'POST /property-requests/': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: makePropertyRequest({ room: 100, request_type: 'room' }) };
        },
      },
    });
    await user.type(field('Nombre'), '  Ana Pérez ');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Mensaje'), '¿Sigue libre la habitación?');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect((await screen.findByRole('status')).textContent).toBe('Consulta enviada');
    expect(bodies).toEqual([
      {
        property: 10,
        room: 100,
        request_type: 'room',
        tenant_name: 'Ana Pérez',
        tenant_email: 'ana@example.com',
        message: '¿Sigue libre la habitación?',
      },
    ]);
    expect(field('Mensaje').value).toBe('');
    expect(field('Nombre').value).toBe('  Ana Pérez ');
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 400 }));
    expect(convive.stores.toasts.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Consulta enviada', tone: 'success' }),
    ]);
  });

  it('sends a signed-in property enquiry with the phone', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderWithConvive(<EnquiryForm propertyId={10} />, {
      user: makeUser(),
      routes: {
        'POST /property-requests/': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: makePropertyRequest() };
        },
      },
    });
    await user.type(field('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await screen.findByRole('status');
    expect(bodies[0]).toMatchObject({
      property: 10,
      request_type: 'property',
      tenant_name: 'Lucía García',
      tenant_email: 'lucia.garcia@example.com',
      tenant_phone: '+34 612 345 678',
      message: 'Hola',
    });
    expect(bodies[0]).not.toHaveProperty('room');
  });

  it('with keepDraft, keeps a signed-out message across a remount (a trip to log in) until it is sent', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const first = renderWithConvive(<EnquiryForm propertyId={12} keepDraft />);
    await user.type(field('Mensaje'), '¿Sigue disponible?');
    first.unmount();
    // Another property's form, and a form without keepDraft, do not take it.
    const other = renderWithConvive(<EnquiryForm propertyId={13} keepDraft />);
    expect(field('Mensaje').value).toBe('');
    other.unmount();

    renderWithConvive(<EnquiryForm propertyId={12} keepDraft />, {
      user: makeUser(),
      routes: { 'POST /property-requests/': { status: 201, body: makePropertyRequest() } },
    });
    await waitFor(() => expect(field('Mensaje').value).toBe('¿Sigue disponible?'));
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await screen.findByRole('status');
    expect(field('Mensaje').value).toBe('');
    expect(sessionStorage.getItem('convive:enquiry-draft:12')).toBeNull();
  });

  it('keeps no draft without keepDraft', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={12} />);
    await user.type(field('Mensaje'), 'Hola');
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps everything typed after a failure and says so', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} />, {
      user: makeUser(),
      routes: { 'POST /property-requests/': { status: 500, body: { detail: 'Error' } } },
    });
    await user.type(field('Mensaje'), 'Mi mensaje');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
    );
    expect(field('Mensaje').value).toBe('Mi mensaje');
    expect(field('Nombre').value).toBe('Lucía García');
    expect((screen.getByRole('button', { name: 'Enviar consulta' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('is busy while sending', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} />, {
      user: makeUser(),
      routes: { 'POST /property-requests/': { delayMs: Number.POSITIVE_INFINITY } },
    });
    await user.type(field('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Enviando...' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('has no accessibility violations axe can find, with errors shown', async () => {
    const user = userEvent.setup();
    renderWithConvive(<EnquiryForm propertyId={10} roomId={100} />);
    await user.click(screen.getByRole('button', { name: 'Enviar consulta' }));
    expect(await axeViolations()).toEqual([]);
  });
});
