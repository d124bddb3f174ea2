import css from './locationCombobox.css?inline';

/**
 * The styles of `LocationCombobox` (its list of suggestions). A host that puts the combobox in a
 * form of its own renders it in a `WidgetRoot` with this CSS; the search bar carries it already.
 */
export const locationComboboxCss: string = css;
