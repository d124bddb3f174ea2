import { SelectField, type SelectOption } from '../../ui/Field';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState } from '../../ui/States';
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
  return (
    <div className={styles.toolbar}>
      <SearchInput
        value={search}
        onChange={onSearchChange}
        placeholder={searchPlaceholder}
        label={searchLabel}
      />
      <SelectField
        label="Estado"
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
  return (
    <EmptyState
      title={title}
      text="Prueba con otra búsqueda u otro estado."
      action={
        filtering ? (
          <button type="button" className="btn btn--outline" onClick={onClear}>
            Limpiar filtros
          </button>
        ) : null
      }
    />
  );
}
