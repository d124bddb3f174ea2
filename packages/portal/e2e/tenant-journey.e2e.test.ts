/**
 * A new tenant's journey through the portal's UI (spec 01 §2, §4, §5, §6, §8): registering on
 * /register, logging out from the avatar menu and back in on /login, favouriting a property and
 * removing it from /dashboard/favorites, requesting a visit and sending an enquiry from the
 * property page, and editing the profile with a picture. Each outcome is checked in the API too.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast, visitDate } from './dashboard-helpers';
import { type Portal, startPortal } from './harness';

const stamp = Date.now().toString(36);
const FIRST = 'Irene';
const LAST = 'Solís Vega';
const EMAIL = `e2e-irene-${stamp}@example.com`;
const PASSWORD = 'Azotea-Norte-2026';
const PHONE_NATIONAL = '612345678';

let portal: Portal;
let page: Page;
let token = '';
/** An available property the tenant favourites, visits and asks about. */
let target: { id: number; title: string; owner_name: string };

beforeAll(async () => {
  portal = await startPortal();
  const { results } = await portal.api<{ results: { id: number; title: string; owner_name: string }[] }>(
    '/properties/all/?page_size=5',
  );
  if (!results[0]) throw new Error('the demo data has no available property');
  target = results[0];
  page = await portal.page();
});

afterAll(async () => {
  await portal?.stop();
});

/** Holds every call to `path` back by `ms`, so the in-flight state can be seen; answers the undo. */
async function slowDown(path: string, ms: number): Promise<() => Promise<void>> {
  const pattern = `**/api${path}`;
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => page.unroute(pattern);
}

/** The token the portal keeps in localStorage. */
const storedToken = () => page.evaluate(() => localStorage.getItem('authToken'));

describe('registration and sign-in', () => {
  it("registers through /register: 'Creando tu cuenta...', the success text, then /dashboard", async () => {
    await page.goto(`${portal.origin}/register`);
    await page.getByRole('heading', { level: 1, name: 'Crear cuenta' }).waitFor();
    await page.getByLabel(/^Nombre/).fill(FIRST);
    await page.getByLabel(/^Apellidos/).fill(LAST);
    await page.getByLabel(/^Email/).fill(EMAIL);
    // Spain is the phone's default country: a national number is enough. The phone library loads when
    // the field gets focus.
    await page.getByLabel('Teléfono (opcional)').focus();
    await page.getByRole('button', { name: /^País del teléfono: España/ }).waitFor();
    await page.getByLabel('Teléfono (opcional)').fill(PHONE_NATIONAL);
    await page.getByLabel(/^Contraseña/).fill(PASSWORD);
    await page.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    const tenant = page.getByRole('radio', { name: 'Soy inquilino, busco alquilar' });
    await page.getByRole('radio', { name: 'Soy propietario, deseo publicar' }).check();
    await tenant.check();
    expect(await tenant.isChecked()).toBe(true);

    // When the success text appears and when the app moves to /dashboard, timed in the page: the
    // test's own polling can see the text late on a busy machine.
    await page.evaluate(() => {
      const seen = window as unknown as { successAt?: number; leftAt?: number };
      new MutationObserver(() => {
        if (
          seen.successAt === undefined &&
          document.body.textContent?.includes('¡Cuenta creada exitosamente!')
        )
          seen.successAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      // The app moves with the History API: the moment it writes the dashboard's address.
      for (const method of ['pushState', 'replaceState'] as const) {
        const write = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          write(...args);
          if (seen.leftAt === undefined && location.pathname === '/dashboard')
            seen.leftAt = performance.now();
        };
      }
    });
    const undo = await slowDown('/register/', 800);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Creando tu cuenta...').first().waitFor();
    await page.getByRole('button', { name: 'Registrando...' }).waitFor();
    await page.getByText('¡Cuenta creada exitosamente! Redirigiendo al dashboard...').first().waitFor();
    await page.waitForURL(`${portal.origin}/dashboard`);
    // The success text stays for about 1.5 s before the dashboard.
    const shown = await page.evaluate(() => {
      const { successAt, leftAt } = window as unknown as { successAt?: number; leftAt?: number };
      return successAt !== undefined && leftAt !== undefined ? leftAt - successAt : null;
    });
    expect(shown).toBeGreaterThan(1_000);
    await undo();
    await page.getByRole('heading', { level: 1, name: `Bienvenido/a, ${FIRST}` }).waitFor();

    token = (await storedToken()) ?? '';
    expect(token).not.toBe('');
    const me = await portal.api<{
      email: string;
      first_name: string;
      last_name: string;
      phone: string;
      is_tenant: boolean;
      is_landlord: boolean;
    }>('/me/', { token });
    expect(me).toMatchObject({ email: EMAIL, first_name: FIRST, last_name: LAST, is_landlord: false });
    expect(me.phone.replace(/\s/g, '')).toBe(`+34${PHONE_NATIONAL}`);
  });

  it('logs out from the avatar menu', async () => {
    // The dashboard's side menu has its own 'Cerrar sesión': use the header's avatar menu.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `Menú de usuario: ${FIRST} ${LAST}` }).click();
    await header.getByText(EMAIL).waitFor();
    await header.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${portal.origin}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    expect(await storedToken()).toBeNull();
  });

  it('logs back in on /login: password toggle, a wrong password, then success and /dashboard', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await page.waitForURL(`${portal.origin}/login`);
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await page.getByLabel(/^Email/).fill(EMAIL);
    const password = page.getByLabel(/^Contraseña/);
    await password.fill('not-my-password');

    const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
    expect(await password.getAttribute('type')).toBe('password');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const error = page.locator('.alert--error[role="alert"]');
    await error.waitFor();
    expect((await error.textContent())?.trim()).not.toBe('');
    const background = await error.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(r).toBeGreaterThan(b);
    // Typing clears the message.
    await password.fill('');
    await error.waitFor({ state: 'detached' });

    await password.fill(PASSWORD);
    const undo = await slowDown('/api-token-auth/', 600);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.getByRole('button', { name: 'Iniciando sesión...' }).waitFor();
    await page.getByText('Inicio de sesión exitoso! Redirigiendo...').first().waitFor();
    await page.waitForURL(`${portal.origin}/dashboard`);
    await undo();
    await page.getByRole('heading', { level: 1, name: `Bienvenido/a, ${FIRST}` }).waitFor();
    token = (await storedToken()) ?? '';
    await portal.api('/me/', { token });
  });
});

describe('on a property page', () => {
  it("favourites it ('Añadido a favoritos') and removes it from /dashboard/favorites", async () => {
    await page.goto(`${portal.origin}/properties/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await page.getByRole('button', { name: `Añadir a favoritos: ${target.title}` }).click();
    await toast(page, 'Añadido a favoritos').waitFor();
    const remove = page.getByRole('button', { name: `Quitar de favoritos: ${target.title}` });
    expect(await remove.getAttribute('aria-pressed')).toBe('true');
    const favorites = await portal.api<{ property: number }[]>('/favorites/', { token });
    expect(favorites.map((f) => f.property)).toEqual([target.id]);

    await page.goto(`${portal.origin}/dashboard/favorites`);
    await page.getByRole('heading', { level: 1, name: 'Mis favoritos' }).waitFor();
    await page.getByText('Tienes 1 propiedad guardada.').waitFor();
    const card = page.getByRole('listitem', { name: target.title });
    // The whole card is one link, named by the title.
    expect(await card.getByRole('link', { name: target.title }).getAttribute('href')).toBe(
      `/properties/${target.id}`,
    );
    await card.getByRole('button', { name: `Quitar de favoritos: ${target.title}` }).click();
    await toast(page, 'Eliminado de favoritos').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Aún no tienes favoritos' }).waitFor();
    expect(await portal.api<unknown[]>('/favorites/', { token })).toEqual([]);
  });

  it("requests a visit through the dialog ('Cita solicitada'); the API has it pendiente", async () => {
    await page.goto(`${portal.origin}/properties/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await page.getByRole('button', { name: 'Solicitar visita' }).click();
    const dialog = page.getByRole('dialog', { name: /^Solicitar una visita/ });
    await dialog.waitFor();

    const date = visitDate(2);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const dayName = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
    const day = dialog.getByRole('button', { name: dayName, exact: true });
    // The calendar's code arrives when the dialog is wanted: wait for it before reading the month.
    await dialog.getByRole('button', { name: 'Mes siguiente' }).waitFor();
    if (!(await day.isVisible())) await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
    await day.click();
    expect(await day.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByText(`Fecha elegida: ${dayName}`).waitFor();
    await dialog.getByRole('radio', { name: '10:30' }).check();
    await dialog.getByLabel('Notas (opcional)').fill(`Por la tarde mejor (${stamp})`);
    await dialog.getByRole('button', { name: 'Solicitar visita' }).click();

    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: 'Cita solicitada' }).waitFor();
    const { results } = await portal.api<{
      results: { property: number; date: string; time: string; status: string }[];
    }>('/appointments/', { token });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ property: target.id, date, status: 'pendiente' });
    expect(results[0]?.time.slice(0, 5)).toBe('10:30');
  });

  it("sends an enquiry with the name and e-mail filled in ('Consulta enviada')", async () => {
    // The form loads as it nears the screen; the side card's button scrolls to it and into its message.
    await page.getByRole('button', { name: 'Contactar con el propietario' }).click();
    const form = page.getByRole('form', { name: `Contactar con ${target.owner_name}` });
    await form.waitFor();
    await expect
      .poll(() => form.getByLabel('Mensaje').evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await form.getByLabel('Nombre').inputValue()).toBe(`${FIRST} ${LAST}`);
    expect(await form.getByLabel('Email').inputValue()).toBe(EMAIL);
    const message = `Hola, ¿se puede ver el piso esta semana? (${stamp})`;
    await form.getByLabel('Mensaje').fill(message);
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await form.getByRole('status').filter({ hasText: 'Consulta enviada' }).waitFor();

    const answer = await portal.api<
      { property: number; message: string }[] | { results: { property: number; message: string }[] }
    >('/property-requests/my_requests/', { token });
    const requests = Array.isArray(answer) ? answer : answer.results;
    expect(requests.find((r) => r.message === message)?.property).toBe(target.id);
  });
});

describe('the profile', () => {
  it("saves a new picture, bio and birth date ('Perfil actualizado'); the picture is 512×512", async () => {
    const { default: sharp } = await import('sharp');
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();

    await page.goto(`${portal.origin}/dashboard/profile`);
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(EMAIL);
    await page
      .getByTestId('profile-picture-input')
      .setInputFiles({ name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Vista previa: la nueva foto se guardará al pulsar «Guardar cambios».').waitFor();
    await page.getByRole('button', { name: 'Descartar foto nueva' }).waitFor();

    const bio = `Enfermera, madrugo mucho y cocino los domingos. (${stamp})`;
    await page.getByLabel('Biografía').fill(bio);
    await page.getByLabel('Fecha de nacimiento').fill('24/05/1995');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toast(page, 'Perfil actualizado').waitFor();

    const me = await portal.api<{
      bio: string;
      date_of_birth: string | null;
      profile_picture: string | null;
    }>('/me/', { token });
    expect(me.bio).toBe(bio);
    expect(me.date_of_birth).toBe('1995-05-24');
    expect(me.profile_picture).toBeTruthy();
    const response = await fetch(new URL(me.profile_picture ?? '', portal.origin));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 512, height: 512 });

    // The form shows what was saved, and the avatar menu the new picture.
    expect(await page.getByLabel('Fecha de nacimiento').inputValue()).toBe('24/05/1995');
    expect(await page.getByLabel('Biografía').inputValue()).toBe(bio);
    const avatar = page.getByRole('button', { name: `Menú de usuario: ${FIRST} ${LAST}` }).locator('img');
    await avatar.waitFor();
    expect(new URL((await avatar.getAttribute('src')) ?? '', portal.origin).pathname).toBe(
      new URL(me.profile_picture ?? '', portal.origin).pathname,
    );
  });
});

it('logs no browser errors', () => {
  expect(portal.errors).toEqual([]);
});
