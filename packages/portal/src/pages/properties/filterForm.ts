/**
 * The id of the list's filter form (SearchLayout): the sort select, outside the panel, belongs to it
 * too, so a search without JavaScript keeps the chosen order. One list a page, so one form.
 */
export const FILTER_FORM_ID = 'list-filters';
