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
});
