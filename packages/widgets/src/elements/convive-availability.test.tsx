import { createFixtureFetch } from '@convive/sdk/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { colivingAvailability, homeAvailability } from '../availability/availabilityFixtures';
import { setElementFetchForTests } from './defineElement';
import './convive-availability';

const API = 'http://fixtures.convive.test/api';

function add(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('convive-availability');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadowOf = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<convive-availability>', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-availability')) element.remove();
    setElementFetchForTests(null);
  });

  it('loads a property’s calendar for `months` from `from`, in its shadow root', async () => {
    const fixture = createFixtureFetch({ 'GET /properties/:id/availability/': { body: homeAvailability } });
    setElementFetchForTests(fixture);
    const element = add({ 'api-base': API, 'property-id': '10', months: '6', from: '2027-03-01' });
    const shadow = shadowOf(element);
    await shadow.findByText('Disponible a partir del 1 de abril de 2027');
    expect(fixture.calls).toEqual(['GET /properties/10/availability/?months=6&from=2027-03-01']);
    expect(shadow.getByRole('gridcell', { name: '12 de mayo de 2027, Bloqueado' })).toBeTruthy();
    // Read-only on a partner's page.
    expect(shadow.queryByRole('status')).toBeNull();
  });

  it('shows one room with `room-id`, in the `locale` asked for', async () => {
    const fixture = createFixtureFetch({ 'GET /rooms/:id/availability/': { body: homeAvailability } });
    setElementFetchForTests(fixture);
    const element = add({ 'api-base': API, 'property-id': '10', 'room-id': '21', locale: 'en' });
    const shadow = shadowOf(element);
    await shadow.findByText('Available from 1 April 2027');
    expect(fixture.calls).toEqual(['GET /rooms/21/availability/?months=12']);
  });

  it('offers a coliving’s rooms and retries after an error', async () => {
    let calls = 0;
    setElementFetchForTests(
      createFixtureFetch({
        'GET /properties/:id/availability/': () => {
          calls += 1;
          return calls === 1 ? { status: 503, body: { detail: 'Error' } } : { body: colivingAvailability };
        },
      }),
    );
    const element = add({ 'api-base': API, 'property-id': '10', from: '2027-03-01' });
    const shadow = shadowOf(element);
    const alert = await shadow.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo cargar la disponibilidad.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const select = (await shadow.findByLabelText('Habitación')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '1' } });
    await waitFor(() => expect(shadow.getByText('Disponible a partir del 1 de mayo de 2027')).toBeTruthy());
  });
});
