import { SlidersHorizontal } from 'lucide-react';
import {
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { listsCopy } from './copy';
import { DraftNumberField, SIZE_FILTER_MAX } from './DraftNumberField';
import { FILTER_FORM_ID } from './filterForm';
import styles from './filters.module.css';
import { useSpaLinks } from './useSpaLinks';

/** Wide screens open the filter panel at first; phones start with it closed (it sits above the list). */
const OPEN_AT_FIRST = '(min-width: 1024px)';

/** Copies filters leaving `keys` out, so a control can set or clear its own keys. */
export function without<F extends object>(filters: F, ...keys: (keyof F)[]): F {
  const copy = { ...filters };
  for (const key of keys) delete copy[key];
  return copy;
}

export interface SearchLayoutProps {
  /** How many filters are set (shown on the toggle; 'Limpiar filtros' appears when above 0). */
  count: number;
  onClearFilters(): void;
  /** The results box: the page scrolls to it when changing page. */
  resultsRef: RefObject<HTMLDivElement | null>;
  /** The filter panel's controls, shown under its 'Filtros' title and above 'Ver resultados'. */
  panel: ReactNode;
  /** The results (grid and pages). */
  children: ReactNode;
  /** 'Ordenar por', at the end of the toolbar. */
  sort?: ReactNode;
  /** Actions on the results ('Guardar búsqueda'), before the sort. */
  actions?: ReactNode;
  /** The list's path: the panel is a form that searches there with a GET when JavaScript is off. */
  action: string;
  /** The address's parameters the panel has no control for (city, language): kept by that GET. */
  keep?: readonly (readonly [string, string])[];
}

/**
 * Takes the user to the top of the results (after choosing another page): focus on
 * their heading ('Mostrando 10-18 de 40 propiedades'), so a screen reader says where they are and
 * the keyboard continues from the first card (the results box itself when there is no heading),
 * and scroll them into view, smoothly unless the user asked for reduced motion.
 */
export function goToResults(results: HTMLElement | null): void {
  if (!results) return;
  const heading = results.querySelector<HTMLElement>('h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? results).focus({ preventScroll: true });
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  results.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * `goToResults` once the page asked for is the page shown: call the answer with the page before
 * navigating. Not at the click: the router's scroll restoration runs when the address changes, and
 * the page's address shares its key (the path) with the one left, so it put the user back where
 * they had tapped, at the bottom of a phone's long list. An effect runs after it.
 */
export function useGoToResults(page: number, results: RefObject<HTMLElement | null>): (next: number) => void {
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (asked.current !== page) return;
    asked.current = null;
    goToResults(results.current);
  }, [page, results]);
  return useCallback((next: number) => {
    asked.current = next;
  }, []);
}

/**
 * The public lists' body (spec 01 §2, properties and rooms): the filter-panel toggle with the
 * active count and 'Limpiar filtros', then the side panel ('Filtros' … 'Ver resultados') and the results.
 */
export function SearchLayout({
  count,
  onClearFilters,
  resultsRef,
  panel,
  children,
  sort,
  actions,
  action,
  keep = [],
}: SearchLayoutProps) {
  const copy = listsCopy.useCopy().layout;
  // Null until the app runs: the server has no screen width, so its page leaves the choice to the
  // stylesheet (open from 1024 px, closed below). The first render in the browser draws the same,
  // and the screen's answer replaces it, changing nothing on screen: a panel opened at hydration
  // would push the results down and aside under a reader's eyes and pointer. As a transition after
  // the paint, not in a layout effect: an update there is rendered at once, in the hydration's task.
  const [chosen, setPanelOpen] = useState<boolean | null>(null);
  useEffect(() => {
    startTransition(() => {
      setPanelOpen((open) => open ?? globalThis.matchMedia?.(OPEN_AT_FIRST).matches === true);
    });
  }, []);
  const panelOpen = chosen === true;
  const onLinkClick = useSpaLinks();
  const panelId = useId();

  const showResults = () => {
    setPanelOpen(false);
    // The button pressed disappears with the panel: focus moves to the results it revealed.
    goToResults(resultsRef.current);
  };

  return (
    <>
      {/*
       * Without JavaScript (a page rendered on the server) the panel is always shown, as a
       * plain form with its submit button on every screen (the sort select belongs to it too), and
       * the toggles, which would do nothing, are not (the panel's, the grid's view).
       */}
      <noscript>
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, raw as a browser reads it
          dangerouslySetInnerHTML={{
            __html: `.${styles.layout}[data-panel] > .${styles.panel}{display:block}.${styles.toolbar}>button,.${styles.results} .convive-view-toggle{display:none}.${styles.done}{display:flex}`,
          }}
        />
      </noscript>
      <Suspense>
        <div className={styles.toolbar}>
          <button
            type="button"
            className="btn btn--outline"
            aria-expanded={chosen ?? undefined}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {chosen === null ? (
              // The server's page: each label is shown on the screens where the panel starts that way.
              <>
                <span className={styles.whenOpenAtFirst}>{copy.hideFilters}</span>
                <span className={styles.whenClosedAtFirst}>{copy.showFilters}</span>
              </>
            ) : panelOpen ? (
              copy.hideFilters
            ) : (
              copy.showFilters
            )}
            {count > 0 ? (
              <span className={styles.count}>
                <span className="visually-hidden">{copy.activeOpen}</span>
                {count}
                <span className="visually-hidden">{copy.active}</span>
              </span>
            ) : null}
          </button>
          {count > 0 ? (
            <button type="button" className="btn btn--ghost" onClick={onClearFilters}>
              {copy.clearFilters}
            </button>
          ) : null}
          {actions}
          {sort}
        </div>
      </Suspense>

      <div className={styles.layout} data-panel={chosen === null ? 'auto' : panelOpen ? 'open' : 'closed'}>
        <Suspense>
          <section id={panelId} className={styles.panel} aria-label={copy.filters} hidden={chosen === false}>
            {/* With JavaScript every change searches at once; the form's GET is for a browser without it. */}
            <form
              id={FILTER_FORM_ID}
              className={styles.panelBody}
              method="get"
              action={action}
              onSubmit={(event) => {
                event.preventDefault();
                showResults();
              }}
            >
              <h2 className={styles.panelTitle}>{copy.filters}</h2>
              {keep.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              {panel}
              {/* Closes the panel and shows the results (phones, where the panel sits above them). */}
              <button type="submit" className={`btn btn--primary ${styles.done}`}>
                {copy.showResults}
              </button>
            </form>
          </section>
        </Suspense>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks bubbling from the cards' links, which are keyboard-reachable themselves. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click. */}
        <div className={styles.results} ref={resultsRef} tabIndex={-1} onClick={onLinkClick}>
          {children}
        </div>
      </div>
    </>
  );
}

interface SizeRangeProps {
  minSize: number | undefined;
  maxSize: number | undefined;
  onCommit(key: 'min_size' | 'max_size', value: number | undefined): void;
}

/** 'Tamaño (m²)': minimum and maximum size boxes, each checked against the other. */
export function SizeRange({ minSize, maxSize, onCommit }: SizeRangeProps) {
  const copy = listsCopy.useCopy().layout;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{copy.size}</legend>
      <div className={styles.pair}>
        <DraftNumberField
          label={copy.minimum}
          name="min_size"
          value={minSize}
          max={SIZE_FILTER_MAX}
          check={(value) => (maxSize !== undefined && value > maxSize ? copy.minAboveMax : null)}
          onCommit={(value) => onCommit('min_size', value)}
        />
        <DraftNumberField
          label={copy.maximum}
          name="max_size"
          value={maxSize}
          max={SIZE_FILTER_MAX}
          check={(value) => (minSize !== undefined && value < minSize ? copy.maxBelowMin : null)}
          onCommit={(value) => onCommit('max_size', value)}
        />
      </div>
    </fieldset>
  );
}

interface AmenityChecksProps<A extends string> {
  amenities: readonly A[];
  labels: Readonly<Record<A, string>>;
  /** Whether each amenity is asked for. */
  checked(amenity: A): boolean;
  onChange(amenity: A, checked: boolean): void;
}

/** 'Comodidades': one checkbox per amenity. */
export function AmenityChecks<A extends string>({
  amenities,
  labels,
  checked,
  onChange,
}: AmenityChecksProps<A>) {
  const copy = listsCopy.useCopy().layout;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{copy.amenities}</legend>
      <div className={styles.options}>
        {amenities.map((amenity) => (
          <label key={amenity} className={styles.option}>
            <input
              type="checkbox"
              name={amenity}
              value="true"
              checked={checked(amenity)}
              onChange={(e) => onChange(amenity, e.target.checked)}
            />
            {labels[amenity]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
