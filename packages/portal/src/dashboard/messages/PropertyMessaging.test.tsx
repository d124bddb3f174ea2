import { makeLandlord, makePage, makeProperty, makeUser } from '@convive/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { makeConversation } from './messagesFixtures';

const WAIT = { timeout: 5000 };
const property = makeProperty({ id: 10, owner: 1, title: 'Piso luminoso en Malasaña' });
const stats = { median_first_response_minutes: 95, response_rate: 0.9, conversations: 12 };

describe('messaging on a property page and the dashboard home', { timeout: 20_000 }, () => {
  it("shows the landlord's response time and opens the tenant's conversation about the home", async () => {
    const result = renderScreen('/properties/10', {
      user: makeUser(),
      routes: {
        'GET /properties/10/': { body: property },
        'GET /landlords/:id/response-stats/': { body: stats },
        'GET /conversations/': { body: makePage([makeConversation({ id: 33, property: 10 })]) },
      },
    });
    expect((await screen.findByTestId('response-stats', {}, WAIT)).textContent).toContain(
      'Suele responder en menos de 2 h',
    );
    const link = await screen.findByRole('link', { name: 'Contactar' }, WAIT);
    expect(link.getAttribute('href')).toBe('/dashboard/messages/33');
    // Asked for that home's conversation, not searched for by its title.
    expect(
      result.fetch.calls.some((c) => c.startsWith('GET /conversations/') && c.includes('property=10')),
    ).toBe(true);
  });

  it('keeps the enquiry button when there is no conversation yet (an enquiry opens it)', async () => {
    const result = renderScreen('/properties/10', {
      user: makeUser(),
      routes: {
        'GET /properties/10/': { body: property },
        'GET /conversations/': { body: makePage([]) },
      },
    });
    await waitFor(
      () => expect(result.fetch.calls.filter((c) => c.includes('/conversations/?')).length).toBe(2),
      WAIT,
    );
    expect(screen.getByRole('button', { name: 'Contactar con el propietario' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contactar' })).toBeNull();
    // No figures: nothing is said.
    expect(screen.queryByTestId('response-stats')).toBeNull();
  });

  it('shows a landlord their own response time and rate on the dashboard home', async () => {
    const landlord = makeLandlord();
    renderScreen('/dashboard', {
      user: landlord,
      routes: { 'GET /landlords/:id/response-stats/': { body: stats } },
    });
    expect((await screen.findByTestId('response-stats', {}, WAIT)).textContent).toContain(
      'Suele responder en menos de 2 h · Responde al 90 % de los mensajes en 24 h',
    );
  });
});
