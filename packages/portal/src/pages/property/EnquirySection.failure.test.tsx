import { makeProperty } from '@convive/sdk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderRoute';

// The form's code fails to arrive once (a dropped connection), then arrives.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./enquiryFormModule', async () => {
  attempts.count += 1;
  if (attempts.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { EnquiryForm: (await import('@convive/widgets')).EnquiryForm };
});

const property = makeProperty({ id: 7 });

describe('the enquiry section when its code fails to load', { timeout: 20_000 }, () => {
  it('says so and tries again', async () => {
    const user = userEvent.setup();
    renderScreen('/properties/7', {
      routes: { 'GET /properties/7/': { body: property }, 'GET /favorites/': { body: [] } },
    });
    const section = await screen.findByText(
      'No se pudo cargar el formulario de contacto.',
      {},
      { timeout: 5000 },
    );
    const alert = section.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Mensaje', {}, { timeout: 5000 })).toBeTruthy();
    expect(attempts.count).toBe(2);
  });
});
