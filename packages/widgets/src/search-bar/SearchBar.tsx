import { type PropertyFilters, toQueryParams } from '@convive/sdk';
import { useConvive } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
import { locationComboboxCss } from './locationComboboxCss';
import { placeOrText } from './placeOrText';
import { SearchBarView } from './SearchBarView';
import css from './searchBar.css?inline';
import { useSearchBar } from './useSearchBar';

export interface SearchBarProps {
  /**
   * Called with the filters on every search ('cualquiera' and a blank location left out). The text
   * box is a place (`city`) when a city or neighbourhood starts with it, else the listings' words
   * (`search`): see `placeOrText`.
   */
  onSearch?(filters: PropertyFilters): void;
  /**
   * A results page to go to: the filters are appended to it as query parameters
   * (`/propiedades?city=Madrid&max_price=750`). Without it the bar only calls `onSearch`.
   */
  resultsUrl?: string;
  /** What the controls start with (a results page showing what was searched). */
  initialFilters?: PropertyFilters;
  /** How to go to the results URL. @default `window.location.assign` */
  navigate?(url: string): void;
  /**
   * Where the form is sent as a plain GET when no script runs (a page rendered on the server, read
   * with JavaScript off). @default resultsUrl
   */
  action?: string;
  /**
   * Also ask for the stay: a move-in date ('Entrada', `move_in`) and a length ('Duración',
   * `months`, sent only with a move-in), so the results are homes free for all of it. Off by
   * default: the bar keeps its four fields on the pages that embed it.
   * @default false
   */
  stay?: boolean;
}

/**
 * The quick search of spec 01 §1: location, max price, property type, bedrooms and 'Buscar'; with
 * `stay`, the move-in date and length too.
 */
export function SearchBar({
  onSearch,
  resultsUrl,
  initialFilters,
  navigate,
  action,
  stay = false,
}: SearchBarProps) {
  const { copy, intlLocale, client } = useConvive();
  const { values, setValue, filters: currentFilters } = useSearchBar(initialFilters, stay);

  const submit = async () => {
    const { city: text, ...rest } = currentFilters();
    // The place or the words first, as before: the results page's address reads in that order.
    const filters: PropertyFilters = { ...(text ? await placeOrText(client, text) : {}), ...rest };
    onSearch?.(filters);
    if (resultsUrl) {
      const url = new URL(resultsUrl, globalThis.location?.href ?? 'http://localhost/');
      for (const [key, value] of toQueryParams(filters)) url.searchParams.append(key, value);
      (navigate ?? ((href: string) => globalThis.location.assign(href)))(url.toString());
    }
  };

  return (
    <WidgetRoot className="convive-search-bar-root" css={`${css}\n${locationComboboxCss}`}>
      <SearchBarView
        values={values}
        onChange={setValue}
        onSubmit={() => void submit()}
        copy={copy.searchBar}
        intlLocale={intlLocale}
        action={action ?? resultsUrl}
        stay={stay}
      />
    </WidgetRoot>
  );
}
