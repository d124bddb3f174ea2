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
