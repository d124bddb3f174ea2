import { SelectField, type SelectOption } from '../../ui/Field';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState } from '../../ui/States';
import { dashboardCopy } from '../copy';
import styles from './list.module.css';

interface SearchStatusToolbarProps<F extends string> {
  search: string;
  onSearchChange(search: string): void;
  searchPlaceholder: string;
  searchLabel: string;
  filter: F;
  onFilterChange(filter: NoInfer<F>): void;
  filterOptions: SelectOption[];
}

/** A dashboard list's toolbar: a search box and the 'Estado' filter beside it. */
export function SearchStatusToolbar<F extends string>({
  search,
  onSearchChange,
  searchPlaceholder,
  searchLabel,
  filter,
  onFilterChange,
  filterOptions,
}: SearchStatusToolbarProps<F>) {
  const copy = dashboardCopy.useCopy().list;
  return (
    <div className={styles.toolbar}>
      <SearchInput
        value={search}
        onChange={onSearchChange}
        placeholder={searchPlaceholder}
        label={searchLabel}
      />
      <SelectField
        label={copy.status}
        className={styles.filter}
        value={filter}
        onChange={(event) => onFilterChange(event.target.value as F)}
        options={filterOptions}
      />
    </div>
  );
}

/** 'Nothing matches': try another search or status, with 'Limpiar filtros' while filtering. */
export function NoMatchState({
  title,
  filtering,
  onClear,
}: {
  title: string;
  filtering: boolean;
  onClear(): void;
}) {
  const copy = dashboardCopy.useCopy().list;
  return (
    <EmptyState
      title={title}
      text={copy.noMatchText}
      action={
        filtering ? (
          <button type="button" className="btn btn--outline" onClick={onClear}>
            {copy.clearFilters}
          </button>
        ) : null
      }
    />
  );
}
