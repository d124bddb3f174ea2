import { ApiError } from '@convive/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../app/toast';
import { type SavePhase, saveThenUpload, useSaveThenUpload } from './useSaveThenUpload';

const photo = new File([new Uint8Array(8)], 'a.jpg', { type: 'image/jpeg' });
const TEXTS = { entity: 'Room', uploadFailed: 'La habitación se ha guardado, pero las imágenes no.' };

function steps(overrides: { upload?: () => Promise<string[]>; create?: () => Promise<{ id: number }> } = {}) {
  return {
    create: vi.fn(overrides.create ?? (async () => ({ id: 7 }))),
    update: vi.fn(async (id: number) => ({ id })),
    upload: vi.fn(overrides.upload ?? (async () => ['uploaded'])),
    onSaved: vi.fn(),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('saveThenUpload', () => {
  it('creates, then uploads the files to the new id, going through the phases', async () => {
    const s = steps();
    const phases: SavePhase[] = [];
    const result = await saveThenUpload(null, [photo], s, (p) => phases.push(p));
    expect(result).toEqual({ ok: true, saved: { id: 7 }, created: true, uploaded: ['uploaded'] });
    expect(s.upload).toHaveBeenCalledWith(7, [photo]);
    expect(s.onSaved).toHaveBeenCalledWith({ id: 7 }, true);
    expect(s.update).not.toHaveBeenCalled();
    expect(phases).toEqual(['saving', 'uploading']);
  });

  it('updates an existing id and uploads nothing without files', async () => {
    const s = steps();
    const result = await saveThenUpload(3, [], s);
    expect(result).toEqual({ ok: true, saved: { id: 3 }, created: false, uploaded: null });
    expect(s.create).not.toHaveBeenCalled();
    expect(s.upload).not.toHaveBeenCalled();
  });

  it('stops at a failed save: no upload, nothing saved', async () => {
    const boom = new Error('save');
    const s = steps({ create: () => Promise.reject(boom) });
    const phases: SavePhase[] = [];
    const result = await saveThenUpload(null, [photo], s, (p) => phases.push(p));
    expect(result).toEqual({ ok: false, step: 'save', error: boom });
    expect(s.upload).not.toHaveBeenCalled();
    expect(s.onSaved).not.toHaveBeenCalled();
    expect(phases).toEqual(['saving', 'idle']);
  });

  it('answers the saved entity when the upload fails after a create', async () => {
    const boom = new Error('upload');
    const s = steps({ upload: () => Promise.reject(boom) });
    const result = await saveThenUpload(null, [photo], s);
    expect(result).toEqual({
      ok: false,
      step: 'upload',
      saved: { id: 7 },
      created: true,
      error: boom,
      uploaded: [],
      refused: [],
    });
    expect(s.onSaved).toHaveBeenCalledWith({ id: 7 }, true);
  });

  it('when the server refuses the batch, sends each file alone: keeps the good ones, names the bad', async () => {
    const refusal = (detail: string) =>
      new ApiError({ status: 400, statusText: 'Bad Request', rawMessage: '', data: { images: [detail] } });
    const bad = new File(['hola'], 'nota.jpg', { type: 'image/jpeg' });
    const good = new File([new Uint8Array(8)], 'b.jpg', { type: 'image/jpeg' });
    const upload = vi.fn(async (_id: number, files: File[]) => {
      if (files.includes(bad)) throw refusal('El archivo no es una imagen válida.');
      return files.map((f) => f.name);
    });
    const result = await saveThenUpload(null, [photo, bad, good], { ...steps(), upload });
    expect(upload.mock.calls.map(([, files]) => files.map((f) => f.name))).toEqual([
      ['a.jpg', 'nota.jpg', 'b.jpg'],
      ['a.jpg'],
      ['nota.jpg'],
      ['b.jpg'],
    ]);
    expect(result).toMatchObject({
      ok: false,
      step: 'upload',
      uploaded: [photo, good],
      refused: [{ file: bad, reason: 'El archivo no es una imagen válida.' }],
    });
  });

  it('does not retry file by file when the failure is not about the files (no answer, 5xx)', async () => {
    const upload = vi.fn(async () => {
      throw new ApiError({ status: 503, statusText: '', rawMessage: '', data: {} });
    });
    const result = await saveThenUpload(null, [photo, photo], { ...steps(), upload });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, step: 'upload', uploaded: [], refused: [] });
  });
});

describe('useSaveThenUpload', () => {
  it('on success: saved, back to idle, no error', async () => {
    const { result } = renderHook(() => useSaveThenUpload(null, TEXTS));
    expect(result.current.editing).toBe(false);
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run([photo], steps());
    });
    expect(outcome?.ok).toBe(true);
    expect(result.current.uploadError).toBeNull();
    expect(result.current.targetId).toBe(7);
  });

  it('on a save failure: still creating next time, no upload message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSaveThenUpload(null, TEXTS));
    await act(async () => {
      await result.current.run([photo], steps({ create: () => Promise.reject(new Error('save')) }));
    });
    expect(result.current.phase).toBe('idle');
    expect(result.current.editing).toBe(false);
    expect(result.current.targetId).toBeNull();
    expect(result.current.uploadError).toBeNull();
  });

  it('after an upload failure the entity is kept, the message shown, and a retry updates it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSaveThenUpload(null, TEXTS));
    const failing = steps({ upload: () => Promise.reject(new Error('upload')) });
    await act(async () => {
      await result.current.run([photo], failing);
    });
    expect(failing.create).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('idle');
    expect(result.current.uploadError).toBe(TEXTS.uploadFailed);
    expect(toast).toHaveBeenCalledWith('No se pudieron subir algunas imágenes');
    expect(result.current.editing).toBe(true);
    expect(result.current.targetId).toBe(7);

    const retry = steps();
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run([photo], retry);
    });
    expect(retry.create).not.toHaveBeenCalled();
    expect(retry.update).toHaveBeenCalledWith(7);
    expect(retry.upload).toHaveBeenCalledWith(7, [photo]);
    expect(outcome).toMatchObject({ ok: true, created: false });
    expect(result.current.uploadError).toBeNull();
  });

  it('after a refused batch: names the refused files, keeps only them picked, refreshes for the uploaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const bad = new File(['hola'], 'nota.jpg', { type: 'image/jpeg' });
    const upload = vi.fn(async (_id: number, files: File[]) => {
      if (files.includes(bad))
        throw new ApiError({
          status: 400,
          statusText: '',
          rawMessage: '',
          data: { detail: 'No es una imagen.' },
        });
      return ['ok'];
    });
    const keepFiles = vi.fn();
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useSaveThenUpload(null, TEXTS));
    await act(async () => {
      await result.current.run([photo, bad], { ...steps(), upload }, { keepFiles, onUploaded });
    });
    expect(result.current.uploadError).toBe(
      'Se subió 1 imagen. Esta no se pudo subir: «nota.jpg» (No es una imagen.) Quítalas o cámbialas y vuelve a guardar.',
    );
    expect(keepFiles).toHaveBeenCalledWith([bad]);
    expect(onUploaded).toHaveBeenCalledWith({ id: 7 });
  });

  it('an edited entity is always updated', async () => {
    const { result } = renderHook(() => useSaveThenUpload(12, TEXTS));
    const s = steps();
    await act(async () => {
      await result.current.run([], s);
    });
    expect(s.update).toHaveBeenCalledWith(12);
    expect(s.create).not.toHaveBeenCalled();
  });
});
