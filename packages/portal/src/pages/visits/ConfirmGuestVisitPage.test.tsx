import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

const VISIT = {
  appointment: 31,
  property: 12,
  property_title: 'Piso con balcón en Chamberí',
  date: '2026-11-24',
  time: '10:30',
  status: 'pendiente',
};

async function confirm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Confirmar mi visita' }, { timeout: 5000 }));
}

describe('/visits/confirm', { timeout: 15_000 }, () => {
  it('confirms nothing on opening: only the click sends the token', async () => {
    let sent: unknown;
    const result = renderScreen('/visits/confirm?token=abc', {
      routes: {
        'POST /appointments/guest/confirm/': (req) => {
          sent = req.body;
          return { body: VISIT };
        },
      },
    });
    await screen.findByRole('button', { name: 'Confirmar mi visita' }, { timeout: 5000 });
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
    await confirm();
    const done = await screen.findByRole('status');
    expect(sent).toEqual({ token: 'abc' });
    // The guest confirmed their request, not the visit: the landlord has not decided yet.
    expect(done.textContent).toContain('Correo confirmado: solicitud enviada');
    expect(done.textContent).not.toContain('Visita confirmada');
    expect(done.textContent).toContain('La visita aún no está confirmada');
    expect(done.textContent).toContain(
      '«Piso con balcón en Chamberí» el 24 de noviembre de 2026 a las 10:30',
    );
    expect(within(done).getByRole('link', { name: 'Ver la propiedad' }).getAttribute('href')).toBe(
      '/properties/12',
    );
  });

  it('says the link is not valid without a token, and the server’s reason for an expired one', async () => {
    const { unmount } = renderScreen('/visits/confirm');
    expect(
      await screen.findByText('Este enlace no tiene código de confirmación.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    unmount();
    renderScreen('/visits/confirm?token=old', {
      routes: {
        'POST /appointments/guest/confirm/': {
          status: 400,
          body: {
            token: ['El enlace de confirmación ha caducado (dura 24 horas). Vuelve a pedir la visita.'],
          },
        },
      },
    });
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toContain('ha caducado (dura 24 horas)');
    expect(screen.queryByRole('button', { name: 'Confirmar mi visita' })).toBeNull();
  });

  it('keeps the button for another try when the slot has gone or the network fails', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { non_field_errors: ['Esa fecha ya ha pasado. Vuelve a pedir la visita con otra fecha.'] },
    };
    renderScreen('/visits/confirm?token=abc', {
      routes: { 'POST /appointments/guest/confirm/': () => answer },
    });
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toContain('Esa fecha ya ha pasado.');
    answer = { status: 200, body: VISIT };
    await confirm();
    expect((await screen.findByRole('status')).textContent).toContain('Correo confirmado');
  });
});

describe('/visits/confirm once the landlord has decided', { timeout: 15_000 }, () => {
  it.each([
    ['confirmada', 'Visita confirmada por el propietario'],
    ['cancelada', 'Visita cancelada'],
  ] as const)('says a %s visit as it is now', async (status, title) => {
    renderScreen('/visits/confirm?token=abc', {
      routes: { 'POST /appointments/guest/confirm/': { body: { ...VISIT, status } } },
    });
    await confirm();
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain(title);
    expect(done.textContent).not.toContain('Correo confirmado');
  });
});

describe('/visits/confirm in English', { timeout: 20_000 }, () => {
  it('confirms the visit in English, with the date in English and no Spanish left', async () => {
    const { container } = renderScreen('/visits/confirm?token=abc', {
      locale: 'en',
      routes: { 'POST /appointments/guest/confirm/': { body: VISIT } },
    });
    const button = await screen.findByRole('button', { name: 'Confirm my visit' }, { timeout: 5000 });
    await userEvent.setup().click(button);
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Email confirmed: request sent');
    expect(done.textContent).not.toContain('Visit confirmed');
    expect(done.textContent).toContain('“Piso con balcón en Chamberí” on 24 November 2026 at 10:30');
    await expectEnglishScreen(container, ['Piso con balcón en Chamberí']);
  });
});
