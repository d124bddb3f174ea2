import { notify } from '../../app/toast';
import type { IntegrationsCopy } from './copy';

/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (a secure context), else
 * a hidden textarea selected and copied with `execCommand('copy')`. Resolves to whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): the fallback below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

/** Copies with a toast: `success` when it worked, the screen's 'copy by hand' error when not. */
export async function copyWithToast(text: string, success: string, copy: IntegrationsCopy): Promise<void> {
  if (await copyText(text)) notify.success(success);
  else notify.error(copy.copyFailure);
}
