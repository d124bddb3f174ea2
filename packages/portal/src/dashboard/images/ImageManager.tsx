import type { Image } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { ArrowDown, ArrowUp, ImagePlus, Trash2, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { notify } from '../../app/toast';
import { imagesMessages } from '../../logic/messages/images';
import { checkDroppedFiles } from '../../logic/uploads';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CardImage } from './CardImage';
import { type ImagesCopy, imagesCopy } from './copy';
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

/** A file's size in the chosen language: '1,5 MB', '1.5 MB', '1,5 Mo'; '12 KB'. */
function sizeLabel(bytes: number, copy: ImagesCopy, intlLocale: string): string {
  if (bytes >= 1024 * 1024) {
    const size = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return copy.megabytes(size.format(bytes / (1024 * 1024)));
  }
  return copy.kilobytes(new Intl.NumberFormat(intlLocale).format(Math.max(1, Math.round(bytes / 1024))));
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
  const copy = imagesCopy.useCopy();
  const { intlLocale } = useConvive();
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
    if (await existing.move(index, direction)) setAnnouncement(copy.moved(position));
  }

  async function confirmDelete() {
    if (!existing || !pendingDelete) return;
    const removed = await existing.remove(pendingDelete);
    if (removed) setAnnouncement(copy.deleted);
    setPendingDelete(null);
  }

  return (
    <div className={styles.manager}>
      {saved.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{copy.currentTitle}</h3>
          <p className="muted">{copy.currentHint}</p>
          <ol className={styles.list}>
            {saved.map((image, index) => (
              <li key={image.id} className={styles.item}>
                <CardImage src={image.thumbnail ?? image.image} alt="" className={styles.thumb} />
                <span className={styles.itemText}>
                  <span>{copy.image(index + 1)}</span>
                  {index === 0 ? <span className={styles.cover}>{copy.cover}</span> : null}
                </span>
                <span className={styles.itemActions}>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm btn--icon"
                    aria-label={copy.moveUp(index + 1)}
                    disabled={busy || index === 0}
                    onClick={() => void move(index, 'up')}
                  >
                    <ArrowUp aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm btn--icon"
                    aria-label={copy.moveDown(index + 1)}
                    disabled={busy || index === saved.length - 1}
                    onClick={() => void move(index, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger-outline btn--sm btn--icon"
                    aria-label={copy.remove(index + 1)}
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
        aria-label={copy.dropZone}
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
        <p className={styles.dropText}>{copy.dropText}</p>
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
          {copy.pick}
        </label>
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      </section>

      {files.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{copy.newCount(files.length)}</h3>
          <ul className={styles.newGrid}>
            {files.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.newItem}>
                <CardImage
                  src={previews.get(file)}
                  alt={copy.previewAlt(file.name)}
                  className={styles.preview}
                  loading="eager"
                />
                {saved.length === 0 && index === 0 ? (
                  <span className={`${styles.cover} ${styles.coverOnImage}`}>{copy.cover}</span>
                ) : null}
                <span className={styles.newName} title={file.name}>
                  {file.name}
                </span>
                <span className={styles.newSize}>{sizeLabel(file.size, copy, intlLocale)}</span>
                <button
                  type="button"
                  className={`btn btn--ghost btn--sm btn--icon ${styles.removeNew}`}
                  aria-label={copy.removeNew(file.name)}
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
        title={copy.deleteTitle}
        description={imagesMessages.deleteConfirm}
        confirmLabel={copy.delete}
        destructive
        busy={existing?.busy ?? false}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
