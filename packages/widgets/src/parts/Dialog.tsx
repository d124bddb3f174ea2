import {
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useCopy } from '../core/context';
import { StyleRootContext, WidgetRoot } from '../core/WidgetRoot';
import dialogCss from './Dialog.css?inline';

/* -------------------------------------------------------------------------------------------------
 * Dialog
 * -----------------------------------------------------------------------------------------------*/

export type DialogState = 'open' | 'closed';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the user asks to close it (Esc, backdrop, close button). */
  onOpenChange(open: boolean): void;
  /** The accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  /** Keeps the title for screen readers only. @default false */
  hideTitle?: boolean;
  children?: ReactNode;
  /**
   * Where the dialog is rendered. @default the shadow root the widget is in (a `<convive-…>`
   * element's, or its own under `isolation="shadow"`), so the dialog keeps its styles; else document.body
   */
  container?: Element | DocumentFragment | null;
  /** Extra CSS for the content (the dialog is portalled out of its widget's root). */
  css?: string;
  /** A class added to the dialog's root, e.g. 'convive-gallery-viewer'. */
  className?: string;
  /** The element focused on open. @default the content's first focusable element, else the close button */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keys the content handles itself (arrow keys of a viewer); Esc and Tab are handled first. */
  onKeyDown?: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
  /** Keeps the markup mounted (hidden, `data-state="closed"`) while closed. @default false */
  forceMount?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focused element, looking inside shadow roots (document.activeElement stops at the host). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = typeof document === 'undefined' ? null : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * A modal dialog: focus moves in on open and is trapped (Tab and Shift+Tab cycle), Esc and a click
 * on the backdrop close it, and focus returns to the element that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  children,
  container,
  css,
  className,
  initialFocus,
  onKeyDown,
  forceMount = false,
}: DialogProps) {
  const copy = useCopy();
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const insideRoot = useContext(StyleRootContext);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const opener = deepActiveElement();
    const content = contentRef.current;
    const body = content?.querySelector<HTMLElement>('.convive-dialog__body');
    // The content's first control, else the close button, else the dialog itself.
    const target =
      initialFocus?.current ??
      (body ? focusables(body)[0] : null) ??
      (content ? focusables(content)[0] : null) ??
      content;
    target?.focus();
    return () => {
      // Back to the element that opened the dialog, if it is still in the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  const state: DialogState = open ? 'open' : 'closed';
  if (!open && !forceMount) return null;
  const host = container ?? insideRoot ?? (typeof document === 'undefined' ? null : document.body);
  if (!host) return null;

  const close = () => onOpenChangeRef.current(false);
  // Its styles go where it renders: adopted on the shadow root it is portalled into, else a <style>.
  const rootNode = host.getRootNode();
  const styleRoot = typeof ShadowRoot !== 'undefined' && rootNode instanceof ShadowRoot ? rootNode : null;

  const handleKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') {
      const content = contentRef.current;
      if (!content) return;
      const items = focusables(content);
      const first = items[0];
      const last = items[items.length - 1];
      const active = deepActiveElement();
      if (!first || !last) {
        event.preventDefault();
        content.focus();
        return;
      }
      if (event.shiftKey && (active === first || active === content)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    onKeyDown?.(event);
  };

  return createPortal(
    <StyleRootContext.Provider value={styleRoot}>
      <WidgetRoot
        className={`convive-dialog-root${className ? ` ${className}` : ''}`}
        css={`${dialogCss}\n${css ?? ''}`}
      >
        <div className="convive-dialog" data-state={state} hidden={!open}>
          {/* The backdrop is a sibling of the content, so clicks inside the content never reach it. */}
          <div className="convive-dialog__overlay" data-state={state} aria-hidden="true" onClick={close} />
          <div
            ref={contentRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            className="convive-dialog__content"
            part="dialog"
            data-state={state}
            onKeyDown={handleKeyDown}
          >
            <div className="convive-dialog__header">
              <h2 id={titleId} className={hideTitle ? 'convive-visually-hidden' : 'convive-dialog__title'}>
                {title}
              </h2>
              <button
                type="button"
                className="convive-dialog__close"
                aria-label={copy.dialog.close}
                onClick={close}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="convive-dialog__body">{children}</div>
          </div>
        </div>
      </WidgetRoot>
    </StyleRootContext.Provider>,
    host,
  );
}
