import {
  ANY,
  BEDROOM_CHOICES,
  formatEuros,
  HOME_PRICE_CHOICES,
  PROPERTY_TYPES,
  STAY_MONTH_CHOICES,
  todayIn,
} from '@convive/sdk';
import { type FormEvent, useId } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { LocationCombobox } from './LocationCombobox';
import type { SearchBarField, SearchBarValues } from './searchBarStore';

export interface SearchBarViewProps {
  values: SearchBarValues;
  onChange(field: SearchBarField, value: string): void;
  onSubmit(): void;
  copy: Catalog['searchBar'];
  /** Formats the price choices ('300 €'). @default 'es-ES' */
  intlLocale?: string;
  /**
   * Where the form goes as a plain GET before any script runs (a page rendered on the server):
   * its fields are named as the results page reads them (`city`, `max_price`, …).
   */
  action?: string;
  /** Show the move-in date and the length of the stay ('Entrada', 'Duración'). @default false */
  stay?: boolean;
  /** The first move-in day offered, 'YYYY-MM-DD'. @default today in Madrid */
  today?: string;
}

/**
 * The quick search's markup (spec 01 §1): props in, markup out; only the location field's
 * suggestions come from the provider's client (`LocationCombobox`).
 */
export function SearchBarView({
  values,
  onChange,
  onSubmit,
  copy,
  intlLocale = 'es-ES',
  action,
  stay = false,
  today,
}: SearchBarViewProps) {
  const id = useId();
  const months = values.months ?? ANY;
  // A length alone is not searched (the API needs the move-in): the select says so.
  const lengthAlone = months !== ANY && !values.moveIn;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form is what submits on Enter; role="search" names it as a landmark where <search> is not yet supported.
    <form
      className="convive-search-bar"
      part="form"
      role="search"
      aria-label={copy.label}
      action={action}
      onSubmit={submit}
      data-stay={stay ? '' : undefined}
    >
      <div className="convive-search-bar__field" data-field="location">
        <label htmlFor={`${id}-location`}>{copy.location}</label>
        <LocationCombobox
          part="input"
          id={`${id}-location`}
          name="city"
          placeholder={copy.locationPlaceholder}
          value={values.location}
          onChange={(value) => onChange('location', value)}
          wordsToo
        />
      </div>
      <div className="convive-search-bar__field" data-field="max-price">
        <label htmlFor={`${id}-price`}>{copy.maxPrice}</label>
        <select
          part="input"
          id={`${id}-price`}
          name="max_price"
          value={values.maxPrice}
          onChange={(e) => onChange('maxPrice', e.target.value)}
        >
          <option value={ANY}>{copy.any}</option>
          {HOME_PRICE_CHOICES.map((price) => (
            <option key={price} value={String(price)}>
              {formatEuros(price, intlLocale)}
            </option>
          ))}
        </select>
      </div>
      <div className="convive-search-bar__field" data-field="property-type">
        <label htmlFor={`${id}-type`}>{copy.propertyType}</label>
        <select
          part="input"
          id={`${id}-type`}
          name="property_type"
          value={values.propertyType}
          onChange={(e) => onChange('propertyType', e.target.value)}
        >
          <option value={ANY}>{copy.any}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {copy.types[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="convive-search-bar__field" data-field="bedrooms">
        <label htmlFor={`${id}-bedrooms`}>{copy.bedrooms}</label>
        <select
          part="input"
          id={`${id}-bedrooms`}
          name="bedrooms"
          value={values.bedrooms}
          onChange={(e) => onChange('bedrooms', e.target.value)}
        >
          <option value={ANY}>{copy.any}</option>
          {BEDROOM_CHOICES.map((n) => (
            <option key={n} value={String(n)}>
              {copy.atLeast(n)}
            </option>
          ))}
        </select>
      </div>
      {stay ? (
        <>
          <div className="convive-search-bar__field" data-field="move-in">
            <label htmlFor={`${id}-move-in`}>{copy.moveIn}</label>
            <input
              part="input"
              id={`${id}-move-in`}
              type="date"
              name="move_in"
              // Read only with the stay fields: a bar without them makes no date formatter on hydration.
              min={today ?? todayIn()}
              value={values.moveIn ?? ''}
              onChange={(e) => onChange('moveIn', e.target.value)}
            />
          </div>
          <div className="convive-search-bar__field" data-field="months">
            <label htmlFor={`${id}-months`}>{copy.duration}</label>
            <select
              part="input"
              id={`${id}-months`}
              name="months"
              value={months}
              aria-describedby={lengthAlone ? `${id}-months-hint` : undefined}
              onChange={(e) => onChange('months', e.target.value)}
            >
              <option value={ANY}>{copy.any}</option>
              {STAY_MONTH_CHOICES.map((n) => (
                <option key={n} value={String(n)}>
                  {copy.months(n)}
                </option>
              ))}
              {months !== ANY && !STAY_MONTH_CHOICES.some((n) => String(n) === months) ? (
                <option value={months}>{copy.months(Number(months))}</option>
              ) : null}
            </select>
            {lengthAlone ? (
              <span id={`${id}-months-hint`} className="convive-search-bar__hint">
                {copy.needsMoveIn}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
      <button type="submit" className="convive-search-bar__submit" part="button">
        {copy.submit}
      </button>
    </form>
  );
}
