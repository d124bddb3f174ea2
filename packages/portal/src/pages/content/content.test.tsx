import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

/** The machine running the suite may be busy: lazy pages get time to load. */
const SLOW = { timeout: 8_000 };

async function open(path: string, h1: string) {
  const result = renderScreen(path);
  const heading = await screen.findByRole('heading', { level: 1, name: h1 }, SLOW);
  return { result, heading, main: screen.getByRole('main') };
}

/** Real copy, one h1, headings that never skip a level, and anchors that all lead somewhere. */
function expectWellFormed(main: HTMLElement) {
  expect(main.textContent?.toLowerCase()).not.toContain('lorem');
  expect(main.textContent?.toLowerCase()).not.toContain('placeholder');
  expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  let previous = 1;
  for (const heading of main.querySelectorAll('h1, h2, h3, h4')) {
    const level = Number(heading.tagName.slice(1));
    expect(level - previous, `heading "${heading.textContent}" skips a level`).toBeLessThanOrEqual(1);
    previous = level;
  }
  for (const link of main.querySelectorAll('a[href^="#"]')) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(id), `no target for #${id}`).toBeTruthy();
  }
}

const PAGES = [
  ['/how-it-works', 'Encontrar casa o inquilino, sin complicaciones', 'Cómo funciona'],
  ['/about-us', 'Hacemos que compartir casa sea fácil', 'Sobre nosotros'],
  ['/about', 'Hacemos que compartir casa sea fácil', 'Sobre nosotros'],
  ['/guides/tenants', 'Guía para inquilinos', 'Guía para inquilinos'],
  ['/guides/landlords', 'Guía para propietarios', 'Guía para propietarios'],
  ['/faq', 'Preguntas frecuentes', 'Preguntas frecuentes'],
  ['/blog', 'Blog de Convive', 'Blog de Convive'],
  ['/privacy', 'Política de privacidad', 'Política de privacidad'],
  ['/terms', 'Condiciones de uso', 'Condiciones de uso'],
  ['/cookies', 'Política de cookies', 'Política de cookies'],
] as const;

describe('static pages', { timeout: 30_000 }, () => {
  it.each(PAGES)(
    '%s has its h1, its document title and real, well-formed content',
    async (path, h1, title) => {
      const { main } = await open(path, h1);
      expect(document.title).toBe(`${title} · Convive`);
      expect((main.textContent ?? '').length).toBeGreaterThan(1500);
      expectWellFormed(main);
    },
  );

  it('/how-it-works explains both sides in three steps and links to the search and registration', async () => {
    const { main } = await open('/how-it-works', 'Encontrar casa o inquilino, sin complicaciones');
    const tenants = within(main).getByRole('list', { name: 'Pasos para inquilinos' });
    expect(
      within(tenants)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Busca', 'Conecta', 'Múdate']);
    const landlords = within(main).getByRole('list', { name: 'Pasos para propietarios' });
    expect(
      within(landlords)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Publica', 'Gestiona solicitudes', 'Alquila']);
    expect(main.textContent).toContain('entre las 09:00 y las 19:30');
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/properties');
    expect(hrefs).toContain('/register');
  });

  it('/about shows the figures, the team of three with initials and the timeline since 2022', async () => {
    const { main } = await open('/about', 'Hacemos que compartir casa sea fácil');
    expect(main.textContent).toContain('Desde 2022');
    const figures = within(main).getByRole('region', { name: 'Nuestro impacto' });
    for (const figure of ['10.000+', '1000+', '50+']) expect(within(figures).getByText(figure)).toBeTruthy();
    for (const label of ['usuarios', 'propiedades', 'ciudades'])
      expect(within(figures).getByText(label)).toBeTruthy();
    const team = within(main).getByRole('region', { name: 'El equipo' });
    const avatars = within(team).getAllByRole('img');
    expect(avatars).toHaveLength(3);
    expect(avatars.map((avatar) => avatar.textContent)).toEqual(['IF', 'DO', 'MS']);
    for (const heading of ['Nuestra misión', 'Nuestra visión', 'Nuestros valores']) {
      expect(within(main).getByRole('heading', { name: heading })).toBeTruthy();
    }
    const history = within(main).getByRole('region', { name: 'Nuestra historia' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 4)),
    ).toEqual(['2022', '2023', '2024', '2025']);
  });

  it('/guides/tenants has a table of contents that points at its sections and covers the LAU basics', async () => {
    const { main } = await open('/guides/tenants', 'Guía para inquilinos');
    const toc = within(main).getByRole('navigation', { name: 'En esta página' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    expect(within(main).getByRole('heading', { name: 'Fianza y garantías' })).toBeTruthy();
    expect(main.textContent).toContain('fianza obligatoria de una mensualidad');
    expect(within(main).getByRole('heading', { name: 'Empadronamiento' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Señales de alarma y fraudes' })).toBeTruthy();
  });

  it('/guides/landlords covers listings, photos, pricing, legal basics, coliving rules and applications', async () => {
    const { main } = await open('/guides/landlords', 'Guía para propietarios');
    const toc = within(main).getByRole('navigation', { name: 'En esta página' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Un buen anuncio',
      'Fotos que alquilan',
      'Fijar el precio',
      'Aspectos legales básicos',
      'Normas para un coliving',
      'Responder a solicitudes y visitas',
      'Gestionar tus anuncios',
      'Lista de comprobación',
    ]);
    expect(main.textContent).toContain('Certificado de eficiencia energética');
  });

  it('/faq groups at least 12 questions whose answers open and close', async () => {
    const { main } = await open('/faq', 'Preguntas frecuentes');
    for (const group of ['Para inquilinos', 'Para propietarios', 'Cuenta y seguridad']) {
      expect(within(main).getByRole('heading', { level: 2, name: group })).toBeTruthy();
    }
    const items = main.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(12);
    for (const item of items) expect(item.open).toBe(false);

    const user = userEvent.setup({ delay: null });
    const summary = screen.getByText('¿Cómo solicito una visita?');
    const details = summary.closest('details') as HTMLDetailsElement;
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/de lunes a viernes, entre las 09:00 y las 19:30/)).toBeTruthy();
    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('/blog lists at least six dated articles whose links lead to the article on the page', async () => {
    const { main } = await open('/blog', 'Blog de Convive');
    const list = within(main).getByRole('region', { name: 'Últimos artículos' });
    const teasers = within(list).getAllByRole('article');
    expect(teasers.length).toBeGreaterThanOrEqual(6);
    const first = teasers[0] as HTMLElement;
    expect(within(first).getAllByText('10 de noviembre de 2026')[0]?.getAttribute('dateTime')).toBe(
      '2026-11-10',
    );
    expect(within(first).getByText('5 min de lectura')).toBeTruthy();
    expect(within(first).getByText('Legal')).toBeTruthy();
    for (const teaser of teasers) {
      const link = within(teaser).getByRole('link', { name: /^Leer artículo/ });
      const article = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(article?.tagName).toBe('ARTICLE');
      expect(article?.querySelector('h2')?.textContent).toBe(teaser.querySelector('h3')?.textContent);
    }
  });

  it.each([
    ['/privacy', 'Política de privacidad'],
    ['/terms', 'Condiciones de uso'],
    ['/cookies', 'Política de cookies'],
  ])('%s shows its revision date', async (path, h1) => {
    const { main } = await open(path, h1);
    expect(within(main).getByText('Última actualización: 22 de noviembre de 2026')).toBeTruthy();
  });

  it('/privacy names the responsible party, the legal bases, retention and the ARSOPL rights', async () => {
    const { main } = await open('/privacy', 'Política de privacidad');
    for (const heading of [
      'Responsable del tratamiento',
      'Finalidades y base legal',
      'Cuánto tiempo los conservamos',
      'Tus derechos',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    for (const right of [
      'Acceso:',
      'Rectificación:',
      'Supresión:',
      'Oposición:',
      'Limitación:',
      'Portabilidad:',
    ]) {
      expect(within(main).getByText(right)).toBeTruthy();
    }
    expect(within(main).getAllByRole('link', { name: 'hola@convive.es' }).length).toBeGreaterThan(0);
  });

  it('/cookies lists exactly what the app stores, with the sidebar cookie lasting 7 days', async () => {
    const { main } = await open('/cookies', 'Política de cookies');
    const table = within(main).getByRole('table');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'authToken',
      'language',
      'last_seen_notification_id',
      'disableFavoriteToasts',
      'disableRequestToasts',
      'disableAppointmentToasts',
      'sidebar_state',
    ]);
    const sidebar = within(table).getByRole('row', { name: /sidebar_state/ });
    expect(within(sidebar).getByText('7 días.')).toBeTruthy();
    expect(main.textContent).toContain('No usamos cookies de analítica');
  });
});

/**
 * A Spanish-only page in English: every text outside its parts marked `lang="es"` is English (the
 * notice that the page is in Spanish, the dates, the links, the headings around the content).
 */
async function expectEnglishOutsideSpanish(container: HTMLElement) {
  await waitFor(() => {
    const copy = container.cloneNode(true) as HTMLElement;
    for (const spanish of copy.querySelectorAll('[lang="es"]')) spanish.remove();
    expectNoSpanish(copy);
  }, SLOW);
}

describe('static pages in English', { timeout: 30_000 }, () => {
  it('/about is entirely in English, with the figures written the English way', async () => {
    const { container } = renderScreen('/about', { locale: 'en' });
    const main = (
      await screen.findByRole('heading', { level: 1, name: 'We make sharing a home easy' }, SLOW)
    ).closest('main') as HTMLElement;
    const figures = within(main).getByRole('region', { name: 'Our impact' });
    for (const figure of ['10,000+', '1,000+', '50+']) expect(within(figures).getByText(figure)).toBeTruthy();
    expect(within(main).getByRole('heading', { name: '10,000 users in over 50 cities' })).toBeTruthy();
    expectWellFormed(main);
    await expectEnglishScreen(container);
  });

  it('/how-it-works is entirely in English', async () => {
    const { container } = renderScreen('/how-it-works', { locale: 'en' });
    const main = (
      await screen.findByRole('heading', { level: 1, name: 'Finding a home or a tenant, made simple' }, SLOW)
    ).closest('main') as HTMLElement;
    const tenants = within(main).getByRole('list', { name: 'Steps for tenants' });
    expect(
      within(tenants)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Search', 'Connect', 'Move in']);
    expectWellFormed(main);
    await expectEnglishScreen(container);
  });

  it('/blog frames its Spanish articles in English: dates, reading time, links, categories', async () => {
    const { container } = renderScreen('/blog', { locale: 'en' });
    const main = (await screen.findByRole('heading', { level: 1, name: 'The Convive blog' }, SLOW)).closest(
      'main',
    ) as HTMLElement;
    await screen.findByRole('heading', { level: 2, name: 'Latest articles' }, SLOW);
    expect(within(main).getAllByText('10 November 2026')[0]?.getAttribute('dateTime')).toBe('2026-11-10');
    expect(within(main).getAllByText('5 min read').length).toBeGreaterThan(0);
    expect(within(main).getAllByRole('link', { name: 'Back to the articles' }).length).toBeGreaterThanOrEqual(
      6,
    );
    expect(within(main).getAllByRole('link', { name: /^Read article: / }).length).toBeGreaterThanOrEqual(6);
    // The article itself stays Spanish, marked so for screen readers.
    const body = within(main)
      .getByText(/^La Ley de Arrendamientos Urbanos establece/)
      .closest('[lang]');
    expect(body?.getAttribute('lang')).toBe('es');
    expectWellFormed(main);
    await expectEnglishOutsideSpanish(container);
  });

  it('/faq frames its Spanish questions in English: intro, topics, headings and call to action', async () => {
    const { container } = renderScreen('/faq', { locale: 'en' });
    const main = (
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, SLOW)
    ).closest('main') as HTMLElement;
    expect(within(main).getByText(/^Quick answers on how to search/)).toBeTruthy();
    const topics = within(main).getByRole('navigation', { name: 'Question topics' });
    expect(within(topics).getByRole('link', { name: 'For tenants' }).getAttribute('href')).toBe(
      '#inquilinos',
    );
    expect(within(main).getByRole('heading', { level: 2, name: 'Account and security' })).toBeTruthy();
    const question = within(main).getByText('¿Cómo me registro?');
    expect(question.closest('[lang]')?.getAttribute('lang')).toBe('es');
    expectWellFormed(main);
    await expectEnglishOutsideSpanish(container);
  });

  it('/terms says it is in Spanish only and marks its Spanish text for screen readers', async () => {
    renderScreen('/terms', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('This page is available in Spanish only.');
    expect(screen.getByText('Last updated: 22 November 2026')).toBeTruthy();
    const body = screen.getByRole('heading', { name: 'Objeto y aceptación' }).closest('[lang]');
    expect(body?.getAttribute('lang')).toBe('es');
    expect(screen.getByRole('heading', { name: 'On this page' }).getAttribute('lang')).toBe('en');
  });
});
