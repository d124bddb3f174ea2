import { useEffect, useState } from 'react';

/** Object URLs previewing picked files, revoked when the files change or the screen closes. */
export function usePreviewUrls(files: readonly File[]): Map<File, string> {
  const [urls, setUrls] = useState<Map<File, string>>(() => new Map());
  useEffect(() => {
    // jsdom (tests) has no object URLs: the previews then fall back to the placeholder.
    if (typeof URL.createObjectURL !== 'function') return;
    const next = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(next);
    return () => {
      for (const url of next.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}
