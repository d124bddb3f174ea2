export type GridViewMode = 'grid' | 'list';

export interface ViewToggleProps {
  view: GridViewMode;
  onViewChange(view: GridViewMode): void;
  copy: { view: string; gridView: string; listView: string };
}

/** Grid or list: two toggle buttons (aria-pressed) in a named group. */
export function ViewToggle({ view, onViewChange, copy }: ViewToggleProps) {
  return (
    <fieldset className="convive-view-toggle">
      <legend className="convive-visually-hidden">{copy.view}</legend>
      {(['grid', 'list'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={view === mode}
          data-state={view === mode ? 'on' : 'off'}
          onClick={() => onViewChange(mode)}
        >
          {mode === 'grid' ? copy.gridView : copy.listView}
        </button>
      ))}
    </fieldset>
  );
}
