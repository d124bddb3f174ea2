import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { getLanguage, setLanguage } from '../app/language';

// jsdom has no layout: react-router's scroll restoration calls scrollTo.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  // Sonner keeps its toasts in a module-level store: one test's toast must not reach the next.
  toast.dismiss();
  cleanup();
  document.body.innerHTML = '';
  if (getLanguage() !== 'es') setLanguage('es');
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
