import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { es } from './copy/es';
import { EnergyLabel, hasEnergyFacts } from './EnergyLabel';

const copy = es.property.energy;
const none = { energy_rating: null, energy_consumption: null, energy_emissions: null };

describe('EnergyLabel', () => {
  it('draws the A–G scale with the property’s letter marked, as text, and describes it in words', () => {
    render(
      <EnergyLabel
        facts={{ energy_rating: 'D', energy_consumption: 140.25, energy_emissions: 31 }}
        copy={copy}
        intlLocale="es-ES"
      />,
    );
    const scale = screen.getByRole('list', { name: 'Escala de calificación energética' });
    const steps = within(scale).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['A', 'B', 'C', 'DD', 'E', 'F', 'G']);
    const current = steps.filter((step) => step.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]?.querySelector('[data-letter="D"]')?.textContent).toBe('D');
    const description = document.getElementById(scale.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Calificación energética D, en una escala de A (la más eficiente) a G (la menos eficiente).',
    );
    expect(screen.getByText('Consumo de energía').nextElementSibling?.textContent).toBe('140,3 kWh/m²·año');
    expect(screen.getByText('Emisiones').nextElementSibling?.textContent).toBe('31 kg CO₂/m²·año');
  });

  it.each([
    ['en_tramite', 'En trámite', 'se está tramitando'],
    ['exento', 'Exento', 'exenta de certificado'],
  ] as const)('says %s in words, with no scale', (rating, word, note) => {
    const { container } = render(
      <EnergyLabel facts={{ ...none, energy_rating: rating }} copy={copy} intlLocale="es-ES" />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(word).tagName).toBe('STRONG');
    expect(container.textContent).toContain(note);
  });

  it('is shown only when the certificate says something', () => {
    expect(hasEnergyFacts(none)).toBe(false);
    expect(hasEnergyFacts({ ...none, energy_rating: 'exento' })).toBe(true);
    expect(hasEnergyFacts({ ...none, energy_consumption: 0 })).toBe(true);
  });
});
