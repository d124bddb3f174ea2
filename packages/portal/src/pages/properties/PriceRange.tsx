import { priceText } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useId } from 'react';
import { listsCopy } from './copy';
import styles from './filters.module.css';
import { useDraft } from './useDraft';

export interface PriceRangeProps {
  /** The group's visible name ('Rango de precio'). */
  legend: string;
  min: number;
  max: number;
  step: number;
  /** The committed range (from the URL). */
  value: readonly [number, number];
  /** Called after a pause in changes with the new range (low never above high). */
  onCommit(range: [number, number]): void;
  /** What the top of the scale means ('Sin máximo' when it is no upper bound). */
  maxText?: string;
}

/**
 * A price range as two real sliders (minimum and maximum), each with its value written beside
 * its label and in `aria-valuetext`, committed after a pause (spec 01 §5 price sliders).
 */
export function PriceRange({ legend, min, max, step, value, onCommit, maxText }: PriceRangeProps) {
  const id = useId();
  const { intlLocale } = useConvive();
  const copy = listsCopy.useCopy().layout;
  const [draft, setDraft] = useDraft(`${value[0]}:${value[1]}`, (text) => {
    const [low, high] = text.split(':').map(Number) as [number, number];
    onCommit([low, high]);
  });
  const [low, high] = draft.split(':').map(Number) as [number, number];
  const setLow = (next: number) => setDraft(`${next}:${Math.max(next, high)}`);
  const setHigh = (next: number) => setDraft(`${Math.min(low, next)}:${next}`);
  const lowText = priceText(low, intlLocale);
  const highText = high >= max && maxText ? maxText : priceText(high, intlLocale);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.range}>
        <div className={styles.rangeLabel}>
          <label htmlFor={`${id}-min`}>{copy.minPrice}</label>
          <output htmlFor={`${id}-min`} className={styles.rangeValue}>
            {lowText}
          </output>
        </div>
        <input
          id={`${id}-min`}
          // The URL parameter, for the panel's GET without JavaScript.
          name="min_price"
          type="range"
          min={min}
          max={max}
          step={step}
          value={low}
          aria-valuetext={lowText}
          onChange={(e) => setLow(Number(e.target.value))}
        />
      </div>
      <div className={styles.range}>
        <div className={styles.rangeLabel}>
          <label htmlFor={`${id}-max`}>{copy.maxPrice}</label>
          <output htmlFor={`${id}-max`} className={styles.rangeValue}>
            {highText}
          </output>
        </div>
        <input
          id={`${id}-max`}
          // Its top reads as no maximum (propertySearch.ts, roomSearch.ts), as the slider says.
          name="max_price"
          type="range"
          min={min}
          max={max}
          step={step}
          value={high}
          aria-valuetext={highText}
          onChange={(e) => setHigh(Number(e.target.value))}
        />
      </div>
    </fieldset>
  );
}
