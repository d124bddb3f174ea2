import { PAGE_SIZE_MAX, type PartnerKey } from '@convive/sdk';
import { LOCALES, type Locale, useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { usePortalCopy } from '../../app/copy';
import { fill } from '../../app/copy/fill';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { SelectField, TextField } from '../../ui/Field';
import { type IntegrationsCopy, useIntegrationsCopy } from './copy';
import { copyWithToast } from './copyText';
import styles from './Integrations.module.css';
import {
  embedSnippet,
  PROPERTY_ELEMENTS,
  previewDocument,
  SNIPPET_ELEMENTS,
  type SnippetElement,
  THEME_FILE,
  themeStylesheet,
} from './partnerKeyForm';

/** The widgets' own defaults for the two colours (README, Theme tokens): what the landlord starts from. */
const DEFAULT_PRIMARY = '#4f46e5';
const DEFAULT_TEXT = '#1f2937';
const DEFAULT_PAGE_SIZE = 9;
/** The preview reloads its elements on every change: it waits for the typing to pause. */
const PREVIEW_DELAY_MS = 300;

const ELEMENT_TEXT: Record<SnippetElement, { label: keyof IntegrationsCopy; hint: keyof IntegrationsCopy }> =
  {
    'convive-search-bar': { label: 'searchBar', hint: 'searchBarHint' },
    'convive-property-grid': { label: 'propertyGrid', hint: 'propertyGridHint' },
    'convive-enquiry-form': { label: 'enquiryForm', hint: 'enquiryFormHint' },
    'convive-visit-scheduler': { label: 'visitScheduler', hint: 'visitSchedulerHint' },
  };

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The property of the enquiry form and the visit scheduler: a select of the landlord's own
 * properties (GET /properties/my-properties/), or a number field when they cannot be listed.
 */
function PropertyPicker({
  value,
  onChange,
  needed,
}: {
  value: number | null;
  onChange(id: number | null): void;
  needed: boolean;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const properties = useQuery({ queryKey: keys.properties.mine, queryFn: () => client.properties.mine() });
  const load = useLoadState(properties, keys.properties.mine);
  const list = properties.data ?? [];
  const first = list[0]?.id ?? null;
  // The first property is chosen once they arrive, so the form and the visits work at the first tick.
  useEffect(() => {
    if (value === null && first !== null) onChange(first);
  }, [value, first, onChange]);

  const error = needed && value === null ? copy.propertyNeeded : undefined;
  if (properties.isSuccess && list.length > 0) {
    return (
      <SelectField
        label={copy.property}
        hint={copy.propertyHint}
        error={error}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        options={[
          { value: '', label: copy.propertyChoose },
          ...list.map((property) => ({
            value: String(property.id),
            label: `${property.title} · ${property.city}`,
          })),
        ]}
      />
    );
  }
  if (load.loading) {
    return (
      <SelectField
        label={copy.property}
        hint={copy.propertyHint}
        disabled
        value=""
        options={[{ value: '', label: copy.propertiesLoading }]}
      />
    );
  }
  return (
    <TextField
      label={copy.propertyNumber}
      hint={copy.propertyNumberHint}
      error={error}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const id = Number(event.target.value);
        onChange(Number.isInteger(id) && id > 0 ? id : null);
      }}
    />
  );
}

/**
 * The room the enquiry form asks about: "the whole property" or one of its rooms (the landlord's own,
 * GET /rooms/my-rooms/). Hidden while the property has no rooms or they cannot be listed.
 */
function RoomPicker({
  propertyId,
  value,
  onChange,
}: {
  propertyId: number;
  value: number | null;
  onChange(id: number | null): void;
}) {
  const { copy } = useIntegrationsCopy();
  const { client } = useConvive();
  const rooms = useQuery({ queryKey: keys.rooms.mine, queryFn: () => client.rooms.mine() });
  const ofProperty = (rooms.data ?? []).filter((room) => room.coliving_property === propertyId);
  // A room of another property (the property changed) is no longer a choice.
  useEffect(() => {
    if (value !== null && rooms.isSuccess && !ofProperty.some((room) => room.id === value)) onChange(null);
  });
  if (ofProperty.length === 0) return null;
  return (
    <SelectField
      label={copy.enquiryRoom}
      hint={copy.enquiryRoomHint}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      options={[
        { value: '', label: copy.enquiryRoomWhole },
        ...ofProperty.map((room) => ({ value: String(room.id), label: room.title })),
      ]}
    />
  );
}

/**
 * 'Código a medida' for one key: which elements, their language, colours (the two theme tokens),
 * the grid's page size and city, and the property of the form and the visits. The code is written
 * by `embedSnippet`; the preview is that code, exactly, in a sandboxed iframe that runs the real
 * elements (scripts allowed, no same origin: it cannot reach the portal's session).
 */
export function SnippetGenerator({ partnerKey, origin }: { partnerKey: PartnerKey; origin: string }) {
  const { copy, locale: uiLocale } = useIntegrationsCopy();
  const portalCopy = usePortalCopy();
  const baseId = useId();
  const [elements, setElements] = useState<readonly SnippetElement[]>(['convive-property-grid']);
  const [locale, setLocale] = useState<Locale>(uiLocale);
  const [primaryColor, setPrimaryColor] = useState(DEFAULT_PRIMARY);
  const [textColor, setTextColor] = useState(DEFAULT_TEXT);
  const [pageSize, setPageSize] = useState<number | null>(DEFAULT_PAGE_SIZE);
  const [city, setCity] = useState('');
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [roomId, setRoomId] = useState<number | null>(null);

  const options = {
    elements,
    locale,
    // The widgets' own colours need no stylesheet: only a changed colour is written.
    primaryColor: primaryColor === DEFAULT_PRIMARY ? null : primaryColor,
    textColor: textColor === DEFAULT_TEXT ? null : textColor,
    pageSize,
    city,
    propertyId,
    roomId,
  };
  const snippet = embedSnippet(origin, partnerKey.key, options);
  const stylesheet = themeStylesheet(options);
  // The script line alone: nothing chosen (or only elements still waiting for their property).
  const hasElements = snippet.includes('\n');
  const previewTitle = fill(copy.previewTitle, { name: partnerKey.name });
  const preview = useDebounced(previewDocument(snippet, locale, previewTitle, stylesheet), PREVIEW_DELAY_MS);
  const needsProperty = elements.some((element) => PROPERTY_ELEMENTS.includes(element));
  const toggle = (element: SnippetElement, on: boolean) =>
    setElements((current) => (on ? [...current, element] : current.filter((item) => item !== element)));

  return (
    <div className={styles.generator}>
      <div className={styles.generatorOptions}>
        <fieldset className={styles.fieldset}>
          <legend className="field__label">{copy.elementsLegend}</legend>
          {SNIPPET_ELEMENTS.map((element) => (
            <label key={element} className={styles.checkOption}>
              <input
                type="checkbox"
                checked={elements.includes(element)}
                onChange={(event) => toggle(element, event.target.checked)}
              />
              <span>
                <span className={styles.scopeLabel}>{copy[ELEMENT_TEXT[element].label]}</span>
                <span className={styles.hint}>
                  {copy[ELEMENT_TEXT[element].hint]} <code>{`<${element}>`}</code>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {needsProperty ? <PropertyPicker value={propertyId} onChange={setPropertyId} needed /> : null}
        {elements.includes('convive-enquiry-form') && propertyId !== null ? (
          <RoomPicker propertyId={propertyId} value={roomId} onChange={setRoomId} />
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className="field__label">{copy.optionsLegend}</legend>
          <SelectField
            label={copy.language}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            options={LOCALES.map((value) => ({ value, label: portalCopy.language.names[value] }))}
          />
          <div className={styles.colors}>
            <label className={styles.colorField} htmlFor={`${baseId}-primary`}>
              <input
                id={`${baseId}-primary`}
                type="color"
                value={primaryColor}
                onChange={(event) => setPrimaryColor(event.target.value)}
              />
              <span>{copy.primaryColor}</span>
              <code>{primaryColor}</code>
            </label>
            <label className={styles.colorField} htmlFor={`${baseId}-text`}>
              <input
                id={`${baseId}-text`}
                type="color"
                value={textColor}
                onChange={(event) => setTextColor(event.target.value)}
              />
              <span>{copy.textColor}</span>
              <code>{textColor}</code>
            </label>
          </div>
          {elements.includes('convive-property-grid') ? (
            <div className={styles.gridOptions}>
              <TextField
                label={copy.pageSize}
                type="number"
                inputMode="numeric"
                min={1}
                max={PAGE_SIZE_MAX}
                step={1}
                value={pageSize === null ? '' : String(pageSize)}
                onChange={(event) => {
                  const size = Number(event.target.value);
                  setPageSize(event.target.value !== '' && Number.isInteger(size) && size > 0 ? size : null);
                }}
              />
              <TextField
                label={copy.city}
                hint={copy.cityHint}
                maxLength={100}
                autoComplete="off"
                placeholder="Madrid"
                value={city}
                onChange={(event) => setCity(event.target.value)}
              />
            </div>
          ) : null}
        </fieldset>
      </div>
      <div className={styles.generatorOutput}>
        <div className={styles.snippetHead}>
          <h4 className={styles.snippetTitle}>{copy.generatedHeading}</h4>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            aria-label={fill(copy.copyGeneratedLabel, { name: partnerKey.name })}
            disabled={!hasElements}
            onClick={() => void copyWithToast(snippet, copy.snippetCopied, copy)}
          >
            <Copy aria-hidden="true" />
            {copy.copy}
          </button>
        </div>
        {hasElements ? null : <p className="alert alert--info">{copy.noElements}</p>}
        <pre className={styles.code} data-testid="generated-snippet">
          <code>{snippet}</code>
        </pre>
        {stylesheet === null ? null : (
          <>
            <div className={styles.snippetHead}>
              <h4 className={styles.snippetTitle}>{fill(copy.themeHeading, { file: THEME_FILE })}</h4>
              <button
                type="button"
                className="btn btn--outline btn--sm"
                aria-label={fill(copy.copyThemeLabel, { file: THEME_FILE, name: partnerKey.name })}
                onClick={() => void copyWithToast(stylesheet, copy.themeCopied, copy)}
              >
                <Copy aria-hidden="true" />
                {copy.copy}
              </button>
            </div>
            <p className={styles.hint}>{copy.themeHint}</p>
            <pre className={styles.code} data-testid="generated-stylesheet">
              <code>{stylesheet}</code>
            </pre>
          </>
        )}
        <h4 className={styles.snippetTitle}>{copy.previewHeading}</h4>
        <p className={styles.hint}>{copy.previewHint}</p>
        <iframe className={styles.preview} title={previewTitle} sandbox="allow-scripts" srcDoc={preview} />
      </div>
    </div>
  );
}
