import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

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
  return (
    <div className={className}>
      <Link to={viewTo} className="btn btn--outline btn--sm" aria-label={viewLabel}>
        <Eye aria-hidden="true" />
        Ver
      </Link>
      <Link to={editTo} className="btn btn--outline btn--sm" aria-label={editLabel}>
        <Pencil aria-hidden="true" />
        Editar
      </Link>
      <button
        type="button"
        className="btn btn--danger-outline btn--sm btn--icon"
        aria-label={`Eliminar ${title}`}
        disabled={deleting}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </div>
  );
}
