import { createFixtureFetch, makeAppointment, makeUser } from '@convive/sdk/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setElementFetchForTests } from './defineElement';
import './convive-visit-scheduler';

describe('<convive-visit-scheduler>', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-visit-scheduler')) element.remove();
    setElementFetchForTests(null);
  });

  it('signs in with `token` and announces `convive-visit-requested` with the appointment', async () => {
    setElementFetchForTests(
      createFixtureFetch({
        'GET /me/': { body: makeUser() },
        'POST /appointments/': {
          status: 201,
          body: makeAppointment({ date: '2026-11-24', time: '10:30' }),
        },
      }),
    );
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('convive-visit-requested', listener);
    try {
      const scheduler = document.createElement('convive-visit-scheduler');
      for (const [name, value] of Object.entries({
        'api-base': 'http://fixtures.convive.test/api',
        token: 'partner-token',
        'property-id': '10',
        today: '2026-11-20',
      }))
        scheduler.setAttribute(name, value);
      document.body.append(scheduler);
      const shadow = within(scheduler.shadowRoot as unknown as HTMLElement);
      // Enabled once the token's user has loaded.
      await waitFor(() =>
        expect(
          shadow.getByRole('button', { name: '24 de noviembre de 2026' }).getAttribute('aria-disabled'),
        ).not.toBe('true'),
      );
      fireEvent.click(shadow.getByRole('button', { name: '24 de noviembre de 2026' }));
      fireEvent.click(await shadow.findByRole('radio', { name: '10:30' }));
      fireEvent.click(shadow.getByRole('button', { name: 'Solicitar visita' }));
      await waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]?.detail).toMatchObject({ id: 300, date: '2026-11-24', time: '10:30' });
      expect(heard[0]?.bubbles).toBe(true);
      expect(heard[0]?.composed).toBe(true);
    } finally {
      document.removeEventListener('convive-visit-requested', listener);
    }
  });

  it('takes a visitor without a token as a guest, with the partner key, and announces `convive-visit-pending`', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    const fixture = createFixtureFetch({
      'POST /appointments/guest/': ({ body }) => {
        sent.push({ body, key: null });
        return { status: 202, body: { detail: 'Te hemos enviado un correo.' } };
      },
    });
    setElementFetchForTests(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST') {
        const response = await fixture(request);
        const last = sent.at(-1);
        if (last) last.key = request.headers.get('x-convive-partner-key');
        return response;
      }
      return fixture(request);
    });
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('convive-visit-pending', listener);
    try {
      const scheduler = document.createElement('convive-visit-scheduler');
      for (const [name, value] of Object.entries({
        'api-base': 'http://fixtures.convive.test/api',
        'partner-key': 'pk_AAAAAAAAAAAAAAAAAAAAAAAA',
        'property-id': '10',
        today: '2026-11-20',
      }))
        scheduler.setAttribute(name, value);
      document.body.append(scheduler);
      const shadow = within(scheduler.shadowRoot as unknown as HTMLElement);
      await waitFor(() =>
        expect(shadow.getByRole('button', { name: '24 de noviembre de 2026' })).toBeTruthy(),
      );
      fireEvent.click(shadow.getByRole('button', { name: '24 de noviembre de 2026' }));
      fireEvent.click(shadow.getByRole('radio', { name: '10:30' }));
      fireEvent.change(shadow.getByLabelText('Nombre'), { target: { value: 'Marta Gil' } });
      fireEvent.change(shadow.getByLabelText('Email'), { target: { value: 'marta@example.com' } });
      fireEvent.change(shadow.getByLabelText('Teléfono'), { target: { value: '612345678' } });
      fireEvent.click(shadow.getByRole('button', { name: 'Pedir la visita' }));
      await waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]?.detail).toEqual({
        property: 10,
        date: '2026-11-24',
        time: '10:30',
        email: 'marta@example.com',
      });
      expect(sent).toEqual([
        {
          body: expect.objectContaining({ property: 10, name: 'Marta Gil', phone: '612345678' }),
          key: 'pk_AAAAAAAAAAAAAAAAAAAAAAAA',
        },
      ]);
      // The form's own status line (the toast outlet is a status region too).
      await waitFor(() =>
        expect(scheduler.shadowRoot?.querySelector('.convive-visit__message')?.textContent).toContain(
          'Revisa tu correo',
        ),
      );
    } finally {
      document.removeEventListener('convive-visit-pending', listener);
    }
  });
});
