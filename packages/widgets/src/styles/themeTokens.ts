/**
 * The theme tokens of every Convive widget: the only custom properties a host page sets. None is
 * declared inside a widget (not on `:host`, not on `.convive-root`): every use is written
 * `var(--convive-…, default)` with the default below, so a value the host sets on the element or any
 * ancestor always wins. `themeTokens.test.ts` checks every stylesheet and the README against this table.
 */
export interface ThemeToken {
  name: `--convive-${string}`;
  default: string;
  /** What it colours or sizes (the README's column). */
  use: string;
}

export const THEME_TOKENS: readonly ThemeToken[] = [
  {
    name: '--convive-color-primary',
    default: '#4f46e5',
    use: "Buttons, links styled as buttons ('Ver detalles', 'Buscar', 'Enviar consulta'), prices, the selected day and slot, the active view toggle and page, focus rings.",
  },
  {
    name: '--convive-color-primary-contrast',
    default: '#ffffff',
    use: 'Text and icons on the primary colour.',
  },
  { name: '--convive-color-text', default: '#1f2937', use: 'Body text, titles, inputs.' },
  {
    name: '--convive-color-muted',
    default: '#5b6472',
    use: 'Secondary text: counters, places, hints, placeholders, empty states.',
  },
  {
    name: '--convive-color-surface',
    default: '#ffffff',
    use: 'Cards, forms, dialogs, dropdowns, inputs and secondary buttons.',
  },
  {
    name: '--convive-color-subtle',
    default: '#f3f4f6',
    use: 'Image backgrounds, neutral badges, notes, hovered rows, loading skeletons.',
  },
  { name: '--convive-color-border', default: '#e5e7eb', use: 'Borders of cards, inputs and dividers.' },
  { name: '--convive-color-danger', default: '#dc2626', use: 'Errors, invalid fields, the unread badge.' },
  { name: '--convive-color-success', default: '#16a34a', use: 'Success messages and available badges.' },
  { name: '--convive-color-warning', default: '#d97706', use: 'Warning badges (reserved, maintenance).' },
  { name: '--convive-radius', default: '12px', use: 'Corners of cards, forms, dialogs and the gallery.' },
  { name: '--convive-radius-small', default: '8px', use: 'Corners of buttons, inputs, badges and notes.' },
  {
    name: '--convive-font',
    default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    use: 'The font family of all text.',
  },
  { name: '--convive-font-size', default: '16px', use: 'The base font size (other sizes are in px).' },
  {
    name: '--convive-shadow',
    default: '0 1px 3px rgb(0 0 0 / 0.08), 0 4px 12px rgb(0 0 0 / 0.06)',
    use: 'The shadow of cards, dropdowns and toasts.',
  },
  {
    name: '--convive-focus',
    default: '0 0 0 3px color-mix(in srgb, var(--convive-color-primary, #4f46e5) 35%, transparent)',
    use: 'The focus ring (a box-shadow) of every control.',
  },
];
