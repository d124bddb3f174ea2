import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeProperty } from '@convive/sdk/testing';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs';
import { energyLetterOf, PropertyCard } from './PropertyCard';

const renderCard = (overrides: Parameters<typeof makeProperty>[0], locale: 'es' | 'de' = 'es') =>
  render(
    <PropertyCard
      property={makeProperty(overrides)}
      href="/properties/10"
      copy={CATALOGS[locale].propertyGrid}
    />,
  );

describe('PropertyCard: the energy certificate', () => {
  it('shows the letter as a coloured badge, read out in words', () => {
    const { container } = renderCard({ energy_rating: 'B' });
    const badge = container.querySelector('[data-part="energy"]');
    expect(badge).not.toBeNull();
    const letter = badge?.querySelector('.convive-energy');
    expect(letter?.textContent).toBe('B');
    expect(letter?.getAttribute('data-energy')).toBe('B');
    expect(letter?.getAttribute('aria-hidden')).toBe('true');
    expect(within(badge as HTMLElement).getByText('Certificado energético: B').className).toBe(
      'convive-visually-hidden',
    );
  });

  it('says it in the card’s language', () => {
    const { container } = renderCard({ energy_rating: 'G' }, 'de');
    expect(container.querySelector('[data-part="energy"]')?.textContent).toBe('GEnergieausweis: G');
  });

  it.each([null, 'en_tramite', 'exento'] as const)('shows no badge without a letter (%s)', (rating) => {
    const { container } = renderCard({ energy_rating: rating });
    expect(container.querySelector('[data-part="energy"]')).toBeNull();
    expect(energyLetterOf(makeProperty({ energy_rating: rating }))).toBeNull();
  });

  it('colours every letter of the scale in the stylesheet', () => {
    const css = readFileSync(join(__dirname, 'propertyGrid.css'), 'utf8');
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) {
      expect(css).toContain(`.convive-energy[data-energy="${letter}"]`);
    }
  });
});

describe('PropertyCard: the published listing’s minimum stay', () => {
  const listing = {
    id: 70,
    title: 'Habitaciones en Malasaña',
    rent_terms: 'Contrato mínimo de 6 meses. Se requiere un mes de fianza.',
    min_stay: 6,
    deposit: 520,
    available_from: '2026-12-01',
  };

  it('shows it among the facts, in months', () => {
    const { container } = renderCard({ listing });
    const stay = container.querySelector('[data-part="min-stay"]');
    expect(stay?.tagName).toBe('LI');
    expect(stay?.textContent).toBe('Mín. 6 meses');
  });

  it('says one month in the singular, in the card’s language', () => {
    expect(renderCard({ listing: { ...listing, min_stay: 1 } }).container.textContent).toContain(
      'Mín. 1 mes',
    );
    const { container } = renderCard({ listing: { ...listing, min_stay: 1 } }, 'de');
    expect(container.querySelector('[data-part="min-stay"]')?.textContent).toBe('Mind. 1 Monat');
  });

  it('shows nothing without a published listing', () => {
    const { container } = renderCard({ listing: null });
    expect(container.querySelector('[data-part="min-stay"]')).toBeNull();
    expect(container.textContent).not.toContain('Mín.');
  });
});
