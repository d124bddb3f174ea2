import { ENERGY_LETTERS, type EnergyLetter, formatNumber, type Property } from '@convive/sdk';
import { useId } from 'react';
import type { PropertyCopy } from './copy';
import styles from './EnergyLabel.module.css';

type EnergyFacts = Pick<Property, 'energy_rating' | 'energy_consumption' | 'energy_emissions'>;

/** True when there is something of the certificate to show. */
export function hasEnergyFacts(facts: EnergyFacts): boolean {
  return facts.energy_rating !== null || facts.energy_consumption !== null || facts.energy_emissions !== null;
}

/**
 * The energy certificate as Spanish ads show it: the A–G scale in the label's colours, each bar a
 * little longer, the property's letter marked beside its bar, with consumption and emissions under
 * it. The letter is text (and in the marker), never the colour alone; the scale is described in
 * words for screen readers. 'En trámite' and 'Exento' have no scale: a sentence says so.
 */
export function EnergyLabel({
  facts,
  copy,
  intlLocale,
}: {
  facts: EnergyFacts;
  copy: PropertyCopy['property']['energy'];
  intlLocale: string;
}) {
  const ids = useId();
  const rating = facts.energy_rating;
  const letter = ENERGY_LETTERS.includes(rating as EnergyLetter) ? (rating as EnergyLetter) : null;
  const number = (n: number) => formatNumber(n, intlLocale, { maximumFractionDigits: 1 });
  return (
    <div className={styles.label} data-energy={letter ?? rating ?? 'none'}>
      {letter ? (
        <>
          <ol className={styles.scale} aria-label={copy.scale} aria-describedby={`${ids}-description`}>
            {ENERGY_LETTERS.map((step, index) => (
              <li key={step} className={styles.step} aria-current={step === letter ? 'true' : undefined}>
                <span className={styles.bar} data-letter={step} style={{ width: `${40 + index * 10}%` }}>
                  {step}
                </span>
                {step === letter ? (
                  <span className={styles.marker} data-letter={step}>
                    {step}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <p id={`${ids}-description`} className="visually-hidden">
            {copy.description(letter)}
          </p>
        </>
      ) : rating === 'en_tramite' || rating === 'exento' ? (
        <p className={styles.note}>
          <strong>{rating === 'en_tramite' ? copy.pending : copy.exempt}</strong>
          {' · '}
          {rating === 'en_tramite' ? copy.pendingNote : copy.exemptNote}
        </p>
      ) : null}
      {facts.energy_consumption !== null || facts.energy_emissions !== null ? (
        <dl className={styles.figures}>
          {facts.energy_consumption !== null ? (
            <div>
              <dt>{copy.consumption}</dt>
              <dd>{copy.consumptionValue(number(facts.energy_consumption))}</dd>
            </div>
          ) : null}
          {facts.energy_emissions !== null ? (
            <div>
              <dt>{copy.emissions}</dt>
              <dd>{copy.emissionsValue(number(facts.energy_emissions))}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
