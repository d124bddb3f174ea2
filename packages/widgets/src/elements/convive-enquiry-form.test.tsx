import { createFixtureFetch, makePropertyRequest } from '@convive/sdk/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import './convive-enquiry-form';
import { setElementFetchForTests } from './defineElement';

function addForm(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('convive-enquiry-form');
  element.setAttribute('api-base', 'http://fixtures.convive.test/api');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const inShadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<convive-enquiry-form>', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterEach(() => {
    for (const element of document.querySelectorAll('convive-enquiry-form')) element.remove();
    setElementFetchForTests(null);
  });

  it('announces `convive-enquiry-sent` with the request, and toasts inside its shadow root', async () => {
    const bodies: unknown[] = [];
    setElementFetchForTests(
      createFixtureFetch({
        'POST /property-requests/': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: makePropertyRequest({ room: 100, request_type: 'room' }) };
        },
      }),
    );
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('convive-enquiry-sent', listener);
    try {
      const form = addForm({ 'property-id': '10', 'room-id': '100', 'owner-name': 'Carmen Ruiz' });
      const shadow = inShadow(form);
      await waitFor(() =>
        expect(shadow.getByRole('heading', { name: 'Contactar con Carmen Ruiz' })).toBeTruthy(),
      );
      fireEvent.change(shadow.getByLabelText('Nombre'), { target: { value: 'Ana Pérez' } });
      fireEvent.change(shadow.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
      fireEvent.change(shadow.getByLabelText('Mensaje'), { target: { value: '¿Sigue libre?' } });
      fireEvent.click(shadow.getByRole('button', { name: 'Enviar consulta' }));
      await waitFor(() => expect(heard).toHaveLength(1));
      expect(bodies).toEqual([expect.objectContaining({ property: 10, room: 100, request_type: 'room' })]);
      expect(heard[0]?.detail).toMatchObject({ id: 400, room: 100 });
      expect(heard[0]?.target).toBe(form);
      expect(heard[0]?.composed).toBe(true);
      await waitFor(() =>
        expect(form.shadowRoot?.querySelector('.convive-toast-outlet')?.textContent).toContain(
          'Consulta enviada',
        ),
      );
      expect(document.body.querySelector('.convive-toast-outlet')).toBeNull();
    } finally {
      document.removeEventListener('convive-enquiry-sent', listener);
    }
  });

  it('lets a visitor without an account send a property enquiry (a partner page has no session)', async () => {
    const bodies: unknown[] = [];
    setElementFetchForTests(
      createFixtureFetch({
        'POST /property-requests/': ({ body }) => {
          bodies.push(body);
          return { status: 201, body: makePropertyRequest({ room: null, request_type: 'property' }) };
        },
      }),
    );
    const form = addForm({ 'property-id': '10' });
    const shadow = inShadow(form);
    const send = await waitFor(() => shadow.getByRole('button', { name: 'Enviar consulta' }));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(shadow.getByLabelText('Nombre'), { target: { value: 'Ana Pérez' } });
    fireEvent.change(shadow.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(shadow.getByLabelText('Mensaje'), { target: { value: '¿Se puede visitar?' } });
    fireEvent.click(send);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      property: 10,
      request_type: 'property',
      tenant_email: 'ana@example.com',
    });
    expect(bodies[0]).not.toHaveProperty('room');
  });

  it('renders nothing without a property-id', async () => {
    setElementFetchForTests(createFixtureFetch({}));
    const form = addForm({});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(form.shadowRoot?.childElementCount).toBe(0);
  });
});
