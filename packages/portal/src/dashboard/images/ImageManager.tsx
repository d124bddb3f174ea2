import type { Image } from '@convive/sdk';
import { ArrowDown, ArrowUp, ImagePlus, Trash2, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { notify } from '../../app/toast';
import { MESSAGES } from '../../logic/screenMessages';
import { checkDroppedFiles } from '../../logic/uploads';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CardImage } from './CardImage';
import { keepDecodable } from './decodeCheck';
import styles from './ImageManager.module.css';
import type { FileCheck } from './imageChecks';
import type { ExistingImages } from './useExistingImages';
import { usePreviewUrls } from './usePreviewUrls';

export interface ImageManagerProps {
  /** The saved images (edit mode) with their reorder and delete actions; absent when creating. */
  existing?: ExistingImages | null;
  /** The files picked for upload, in upload order. */
  files: File[];
  onFilesChange(files: File[]): void;
  /** Decides which picked files are kept (limits, formats) and why others are refused. */
  check: FileCheck;
  /** The file input's `accept`. */
  accept: string;
  /** Formats and limits, shown under the drop zone. */
  hint: ReactNode;
  /** Blocks every change while the form saves. */
  disabled?: boolean;
}

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The images of a property or room form: the saved images (first one 'Portada', up/down to reorder,
 * delete after a confirmation) and a drop zone with a picker for new ones, previewed before upload.
 */
export function ImageManager({
  existing,
  files,
  onFilesChange,
  check,
  accept,
  hint,
  disabled = false,
}: ImageManagerProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Image | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const previews = usePreviewUrls(files);
  const saved = existing?.images ?? [];
  const busy = disabled || (existing?.busy ?? false);

  // The selection as it is now, for a pick whose files finish decoding after a later change.
  const latest = useRef(files);
  latest.current = files;

  async function addFiles(incoming: readonly File[]) {
    if (incoming.length === 0) return;
    // Each file is opened first: one that is not really an image is named and left out, the rest kept.
    const decoded = await keepDecodable(incoming);
    const current = latest.current;
    const { files: next, problems } = check(decoded.files, current);
    for (const problem of [...decoded.problems, ...problems])
      notify.error(problem.description, problem.title);
    if (next.length !== current.length || next.some((file, i) => file !== current[i])) onFilesChange(next);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer?.files ?? []);
    const { accepted, problem } = checkDroppedFiles(dropped);
    if (problem) notify.error(problem);
    void addFiles(accepted);
  }

  async function move(index: number, direction: 'up' | 'down') {
    if (!existing) return;
    const position = direction === 'up' ? index : index + 2;
    if (await existing.move(index, direction)) setAnnouncement(`Imagen movida a la posición ${position}`);
  }

  async function confirmDelete() {
    if (!existing || !pendingDelete) return;
    const removed = await existing.remove(pendingDelete);
    if (removed) setAnnouncement('Imagen eliminada');
    setPendingDelete(null);
  }

  return (
    <div className={styles.manager}>
      {saved.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>Imágenes actuales</h3>
          <p className="muted">La primera imagen es la portada. Usa las flechas para cambiar el orden.</p>
          <ol className={styles.list}>
            {saved.map((image, index) => (
              <li key={image.id} className={styles.item}>
                <CardImage src={image.thumbnail ?? image.image} alt="" className={styles.thumb} />
                <span className={styles.itemText}>
                  <span>Imagen {index + 1}</span>
                  {index === 0 ? <span className={styles.cover}>Portada</span> : null}
                </span>
                <span className={styles.itemActions}>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm btn--icon"
                    aria-label={`Subir imagen ${index + 1}`}
                    disabled={busy || index === 0}
                    onClick={() => void move(index, 'up')}
                  >
                    <ArrowUp aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm btn--icon"
                    aria-label={`Bajar imagen ${index + 1}`}
                    disabled={busy || index === saved.length - 1}
                    onClick={() => void move(index, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger-outline btn--sm btn--icon"
                    aria-label={`Eliminar imagen ${index + 1}`}
                    disabled={busy}
                    onClick={() => setPendingDelete(image)}
                  >
                    <Trash2 aria-hidden="true" />
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      <section
        className={styles.drop}
        aria-label="Añadir imágenes"
        data-dragging={dragging ? 'true' : undefined}
        data-testid="image-drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <ImagePlus className={styles.dropIcon} aria-hidden="true" />
        <p className={styles.dropText}>Arrastra y suelta imágenes aquí o</p>
        <input
          id={inputId}
          type="file"
          accept={accept}
          multiple
          disabled={disabled}
          className={`visually-hidden ${styles.fileInput}`}
          aria-describedby={hintId}
          onChange={(event) => {
            void addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={`btn btn--outline ${styles.pickButton}`} aria-disabled={disabled}>
          Seleccionar imágenes
        </label>
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      </section>

      {files.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>
            {files.length === 1 ? '1 imagen nueva' : `${files.length} imágenes nuevas`}
          </h3>
          <ul className={styles.newGrid}>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.newItem}>
                <CardImage
                  src={previews.get(file)}
                  alt={`Vista previa de ${file.name}`}
                  className={styles.preview}
                  loading="eager"
                />
                {saved.length === 0 && index === 0 ? (
                  <span className={`${styles.cover} ${styles.coverOnImage}`}>Portada</span>
                ) : null}
                <span className={styles.newName} title={file.name}>
                  {file.name}
                </span>
                <span className={styles.newSize}>{sizeLabel(file.size)}</span>
                <button
                  type="button"
                  className={`btn btn--ghost btn--sm btn--icon ${styles.removeNew}`}
                  aria-label={`Quitar ${file.name}`}
                  disabled={disabled}
                  onClick={() => onFilesChange(files.filter((item) => item !== file))}
                >
                  <X aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !existing?.busy) setPendingDelete(null);
        }}
        title="Eliminar imagen"
        description={MESSAGES.images.deleteConfirm}
        confirmLabel="Eliminar"
        destructive
        busy={existing?.busy ?? false}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
