import { isApiError } from '@convive/sdk';
import { useState } from 'react';
import { notify } from '../../app/toast';
import { myPropertiesMessages } from '../../logic/messages/myProperties';
import { serverMessage } from '../../logic/serverMessage';
import { imagesCopy } from './copy';

/**
 * The one save-then-upload flow of the landlord's forms (property and room): save the entity
 * (create, or update once it has an id), then upload the images picked for it. When the upload
 * fails the entity IS saved: its id is kept so the next submit updates it instead of creating a
 * second one, the form stays with its values and picked files, and a red box says what failed.
 */

export type SavePhase = 'idle' | 'saving' | 'uploading';

export interface SaveThenUploadSteps<T extends { id: number }, U> {
  /** POST: a new entity. */
  create(): Promise<T>;
  /** PATCH: the entity already saved (being edited, or created by an earlier submit). */
  update(id: number): Promise<T>;
  /** Uploads the picked images to the saved entity. */
  upload(id: number, files: File[]): Promise<U>;
  /** Right after a successful save, before any upload (refresh caches, say it was saved). */
  onSaved?(saved: T, created: boolean): void;
}

/** A file the server refused, with its reason (in the caller's language) when it gave one. */
export interface RefusedFile {
  file: File;
  reason: string | null;
}

export type SaveThenUploadResult<T, U> =
  | { ok: true; saved: T; created: boolean; uploaded: U | null }
  | { ok: false; step: 'save'; error: unknown }
  | {
      ok: false;
      step: 'upload';
      saved: T;
      created: boolean;
      error: unknown;
      /**
       * When the server refused the batch (a 4xx) each file was sent alone (one bad
       * image must not lose the good ones): those it took, and those it refused with its reason.
       * Empty for a failure that is not about the files (no answer, a 5xx).
       */
      uploaded: File[];
      refused: RefusedFile[];
    };

/**
 * Saves then uploads (no upload without files). `targetId` null creates; otherwise updates.
 * Never throws: the result says which step failed.
 */
export async function saveThenUpload<T extends { id: number }, U>(
  targetId: number | null,
  files: File[],
  steps: SaveThenUploadSteps<T, U>,
  onPhase: (phase: SavePhase) => void = () => undefined,
): Promise<SaveThenUploadResult<T, U>> {
  const created = targetId === null;
  onPhase('saving');
  let saved: T;
  try {
    saved = created ? await steps.create() : await steps.update(targetId);
  } catch (error) {
    onPhase('idle');
    return { ok: false, step: 'save', error };
  }
  steps.onSaved?.(saved, created);
  if (files.length === 0) return { ok: true, saved, created, uploaded: null };
  onPhase('uploading');
  try {
    const uploaded = await steps.upload(saved.id, files);
    return { ok: true, saved, created, uploaded };
  } catch (error) {
    const refusedBatch =
      isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
    if (!refusedBatch) {
      onPhase('idle');
      return { ok: false, step: 'upload', saved, created, error, uploaded: [], refused: [] };
    }
    // The server refuses a batch whole: find which files it refuses, keeping the others.
    const uploaded: File[] = [];
    const refused: RefusedFile[] = [];
    for (const file of files) {
      try {
        await steps.upload(saved.id, [file]);
        uploaded.push(file);
      } catch (single) {
        refused.push({ file, reason: serverMessage(single) });
      }
    }
    onPhase('idle');
    return { ok: false, step: 'upload', saved, created, error, uploaded, refused };
  }
}

export interface SaveThenUploadTexts {
  /** For the console: 'Property', 'Room'. */
  entity: string;
  /** The red box after a failed upload: the entity is saved, the images are not. */
  uploadFailed: string;
}

/**
 * `saveThenUpload` for a form: the phase (for the buttons' progress), the id to update (the edited
 * entity's, or the one a failed-upload submit created), and the upload failure's message (also a
 * toast, 'No se pudieron subir algunas imágenes'). A save failure is left to the form, which knows
 * its fields.
 */
export function useSaveThenUpload(existingId: number | null, texts: SaveThenUploadTexts) {
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [savedId, setSavedId] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const targetId = existingId ?? savedId;

  /**
   * `keepFiles` gets the files still to upload after a refused batch (the refused ones: the others
   * are uploaded), so the picker shows only those; `onUploaded` runs when some were uploaded.
   */
  async function run<T extends { id: number }, U>(
    files: File[],
    steps: SaveThenUploadSteps<T, U>,
    after: { keepFiles?(files: File[]): void; onUploaded?(saved: T): void } = {},
  ): Promise<SaveThenUploadResult<T, U>> {
    setUploadError(null);
    const result = await saveThenUpload(targetId, files, steps, setPhase);
    if ('saved' in result) setSavedId(result.saved.id);
    if (!result.ok && result.step === 'save') console.error(`${texts.entity} save failed`, result.error);
    if (!result.ok && result.step === 'upload') {
      console.error(`${texts.entity} image upload failed`, result.error);
      notify.error(myPropertiesMessages.imagesFailure);
      if (result.refused.length > 0) {
        setUploadError(
          imagesCopy.current().refused(
            result.refused.map(({ file, reason }) => ({ name: file.name, reason })),
            result.uploaded.length,
          ),
        );
        after.keepFiles?.(result.refused.map(({ file }) => file));
        if (result.uploaded.length > 0) after.onUploaded?.(result.saved);
      } else setUploadError(texts.uploadFailed);
    }
    return result;
  }

  return {
    phase,
    busy: phase !== 'idle',
    /** The id a submit updates; null while nothing is saved yet (a submit creates). */
    targetId,
    editing: targetId !== null,
    uploadError,
    run,
  };
}
