import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardCopy } from '../copy';

interface CardActionsProps {
  /** The row's class (each list places its buttons its own way). */
  className?: string;
  /** The item's name, for 'Eliminar …'. */
  title: string;
  viewTo: string;
  editTo: string;
  /** Accessible names of 'Ver' and 'Editar' when the visible word alone is not enough. */
  viewLabel?: string;
  editLabel?: string;
  /** Disables the delete button while the item is being deleted. */
  deleting?: boolean;
  onDelete(): void;
}

/** The dashboard cards' actions: 'Ver', 'Editar' and the delete icon button. */
export function CardActions({
  className,
  title,
  viewTo,
  editTo,
  viewLabel,
  editLabel,
  deleting,
  onDelete,
}: CardActionsProps) {
  const copy = dashboardCopy.useCopy().list;
  return (
    <div className={className}>
      <Link to={viewTo} className="btn btn--outline btn--sm" aria-label={viewLabel}>
        <Eye aria-hidden="true" />
        {copy.view}
      </Link>
      <Link to={editTo} className="btn btn--outline btn--sm" aria-label={editLabel}>
        <Pencil aria-hidden="true" />
        {copy.edit}
      </Link>
      <button
        type="button"
        className="btn btn--danger-outline btn--sm btn--icon"
        aria-label={copy.deleteItem(title)}
        disabled={deleting}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </div>
  );
}
