import { createContext, type ReactNode, useContext } from 'react';
import tokens from '../styles/tokens.css?inline';
import { adoptStyles } from './styleSheets';

/**
 * The shadow root a widget renders in (a `<convive-…>` element's, or `ShadowHost`'s). Inside one,
 * every `WidgetRoot` adopts its CSS as constructable sheets on that root instead of rendering a
 * `<style>`.
 */
export const StyleRootContext = createContext<ShadowRoot | null>(null);

export interface WidgetRootProps {
  /** The widget's own CSS (imported with `?inline`), written inside `@layer convive`. */
  css?: string;
  /** A class naming the widget (`convive-search-bar`). */
  className: string;
  children: ReactNode;
}

/**
 * Every widget renders inside one: the base sheet (the shadow-boundary reset) and the widget's CSS
 * travel with it. In a shadow root they are adopted (CSP-safe, shared by every element of the page);
 * in a page, or where `adoptedStyleSheets` is unsupported, they are a `<style>` element.
 */
export function WidgetRoot({ css, className, children }: WidgetRootProps) {
  const styleRoot = useContext(StyleRootContext);
  // Idempotent (each sheet is adopted once), so calling it while rendering is safe, and the styles
  // are in place before the first paint.
  const adopted = styleRoot !== null && adoptStyles(styleRoot, [tokens, css ?? '']);
  return (
    <div className={`convive-root ${className}`}>
      {/* As raw text, the way a browser reads a <style>: a server renderer escapes text children
          (Preact's wrote `&quot;` into the CSS), which the browser would keep as they are. The CSS is
          the build's own, never a visitor's or a partner's. */}
      {adopted ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the widgets' own CSS, from the build
        <style dangerouslySetInnerHTML={{ __html: `${tokens}\n${css ?? ''}` }} />
      )}
      {children}
    </div>
  );
}
