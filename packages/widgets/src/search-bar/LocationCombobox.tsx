import { formatNumber, LOCATION_QUERY_MAX, type LocationSuggestion } from '@convive/sdk';
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useConvive } from '../core/context';
import { useBrowserLayoutEffect } from '../core/useBrowserLayoutEffect';
import { useLocationSuggestions } from './useLocationSuggestions';

export interface LocationComboboxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'onSelect' | 'role' | 'type' | 'children' | 'defaultValue'
  > {
  /** The text in the field. */
  value: string;
  /** Every change of the text: typed, or a picked suggestion's name. */
  onChange(value: string): void;
  /** A suggestion was picked (after `onChange` with its name). */
  onPick?(suggestion: LocationSuggestion): void;
  /** Show each suggestion's number of properties. @default true */
  showCounts?: boolean;
  /** How many suggestions to ask for (1–20). @default the API's 8 */
  limit?: number;
  /**
   * The form searches a text no place starts with as the listings' words (`placeOrText`): the
   * no-match message then says so instead of sounding like a dead end. @default false
   */
  wordsToo?: boolean;
}

/**
 * Whether the browser has the Popover API (the top layer: nothing on the page can clip it). Only
 * then is the list a popover: where the attribute is known but the API is not (jsdom), a popover
 * would never show.
 */
const POPOVER = typeof globalThis.HTMLElement?.prototype.showPopover === 'function';

function hasPopover(element: HTMLElement | null): element is HTMLElement {
  return POPOVER && element?.hasAttribute('popover') === true;
}

/**
 * The location field as an ARIA 1.2 combobox with a list popup (`aria-autocomplete="list"`): as
 * the visitor types, cities and neighbourhoods starting with the text are suggested (with their
 * number of properties); ArrowDown/ArrowUp move through them, Home/End go to the first and last,
 * Enter or a click picks one, Escape closes the list. The text stays free: a search can use any
 * text, the suggestions only help.
 *
 * The list is a popover in the top layer where the browser has one (so no `overflow` of the host
 * page, nor a shadow root's edge, clips it), placed under the field; elsewhere it is an absolutely
 * positioned box under the field. Its styles are `locationComboboxCss` (in the search bar's CSS).
 */
export function LocationCombobox({
  value,
  onChange,
  onPick,
  showCounts = true,
  limit,
  wordsToo = false,
  id: idProp,
  className,
  onKeyDown,
  onBlur,
  onFocus,
  ...inputProps
}: LocationComboboxProps) {
  const { copy, intlLocale } = useConvive();
  const text = copy.location;
  const ownId = useId();
  const id = idProp ?? `${ownId}-input`;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // A popover from the first effect on: a page rendered on a server (no Popover API there) has none,
  // and hydration must draw what the server drew.
  const [popover, setPopover] = useState(false);
  useEffect(() => setPopover(POPOVER), []);
  const { status, suggestions, query } = useLocationSuggestions(value, {
    enabled: focused,
    ...(limit ? { limit } : {}),
  });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);

  // A new answer: nothing is active until the visitor moves to it.
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    setActive(-1);
  }

  const hasOptions = status !== 'idle' && status !== 'error' && suggestions.length > 0;
  const message =
    status === 'error'
      ? text.failure
      : status === 'ready' && suggestions.length === 0
        ? wordsToo
          ? text.noPlace
          : text.noMatch
        : null;
  const open = focused && !dismissed && (hasOptions || message !== null);
  const expanded = open && hasOptions;

  // Place the popup under the field (the top layer has no containing block but the viewport).
  const place = useCallback(() => {
    const input = inputRef.current;
    const popup = popupRef.current;
    if (!input || !popup || !hasPopover(popup)) return;
    const rect = input.getBoundingClientRect();
    popup.style.top = `${rect.bottom + 4}px`;
    popup.style.left = `${rect.left}px`;
    popup.style.width = `${rect.width}px`;
  }, []);

  useBrowserLayoutEffect(() => {
    const popup = popupRef.current;
    if (!open || !hasPopover(popup)) return;
    place();
    if (!popup.matches(':popover-open')) popup.showPopover();
    const follow = () => place();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
      if (popup.matches(':popover-open')) popup.hidePopover();
    };
  }, [open, place]);

  // The active option stays in view as the arrows move through a scrolled list.
  useEffect(() => {
    if (active < 0) return;
    const option = popupRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const pick = (suggestion: LocationSuggestion) => {
    onChange(suggestion.name);
    onPick?.(suggestion);
    setDismissed(true);
    setActive(-1);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hasOptions) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setDismissed(false);
          setActive(down ? 0 : last);
        } else if (active < 0) setActive(down ? 0 : last);
        else setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
        return;
      }
      case 'Home':
      case 'End':
        // Only while the list has the visual focus; otherwise they move the caret as usual.
        if (!expanded || active < 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter': {
        const suggestion = expanded && active >= 0 ? suggestions[active] : undefined;
        if (!suggestion) {
          // The form submits what was typed; the list has nothing more to say.
          setDismissed(true);
          return;
        }
        event.preventDefault();
        pick(suggestion);
        return;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        // Closing the list is all Escape does here: a dialog around the field stays open.
        event.stopPropagation();
        setDismissed(true);
        setActive(-1);
        return;
      default:
        return;
    }
  };

  const count = (n: number) => text.properties(n, formatNumber(n, intlLocale));
  const announcement = !open ? '' : expanded ? text.available(suggestions.length) : (message ?? '');

  return (
    <div className="convive-location" data-open={open ? 'true' : undefined}>
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        className={className}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        maxLength={inputProps.maxLength ?? LOCATION_QUERY_MAX}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onFocus={(event) => {
          setFocused(true);
          // A text already there (a results page) is not typed: its list waits for a key.
          setDismissed(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          setDismissed(false);
          setActive(-1);
          onBlur?.(event);
        }}
      />
      <div
        ref={popupRef}
        className="convive-location__popup"
        part="listbox"
        popover={popover ? 'manual' : undefined}
        hidden={!open}
      >
        {/* Always in the document: aria-controls names it even while it is closed. */}
        <div id={listId} role="listbox" aria-label={text.suggestions} className="convive-location__list">
          {expanded
            ? suggestions.map((suggestion, index) => (
                <div
                  // A name is unique within one answer (the API merges places with one search).
                  key={`${suggestion.kind}:${suggestion.name}`}
                  id={optionId(index)}
                  // The focus stays in the field (aria-activedescendant): never tabbed to.
                  tabIndex={-1}
                  role="option"
                  aria-selected={index === active}
                  data-index={index}
                  className="convive-location__option"
                  // The field keeps the focus: the click picks, the caret stays.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== active) setActive(index);
                  }}
                  onClick={() => pick(suggestion)}
                  // The keys are the field's: the option never has the focus.
                  onKeyDown={() => undefined}
                >
                  <span className="convive-location__name">{suggestion.name}</span>
                  <span className="convive-location__kind">
                    {suggestion.kind === 'city' ? text.city : text.neighborhoodIn(suggestion.city)}
                  </span>
                  {showCounts ? (
                    <span className="convive-location__count">{count(suggestion.count)}</span>
                  ) : null}
                </div>
              ))
            : null}
        </div>
        {open && message ? <p className="convive-location__message">{message}</p> : null}
      </div>
      {/* Only while the field has the focus (a page has its own status regions); it is in place
          before the answer comes, so the change is announced. */}
      {focused ? (
        <span className="convive-location__status" role="status">
          {announcement}
        </span>
      ) : null}
    </div>
  );
}
