import { type ReactNode, useContext, useId, useRef } from 'react';
import tokens from '../styles/tokens.css?inline';
import { BaseStyleContext, claimBaseStyle, settleBaseStyle } from './baseStyle';
import { ShadowHost } from './ShadowHost';
import { StyleModeContext, StyleRootContext } from './styleRoot';
import { adoptStyles } from './styleSheets';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect';

export { StyleRootContext };

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
 * in a page, or where `adoptedStyleSheets` is unsupported, they are a `<style>` element (in a page
 * under a provider, the base sheet is in the first root's only). Outside any shadow root, under a
 * provider whose isolation is `'shadow'` (the default), the widget first gets a shadow root of its own.
 */
export function WidgetRoot(props: WidgetRootProps) {
  const styleRoot = useContext(StyleRootContext);
  const { isolation } = useContext(StyleModeContext);
  if (styleRoot === null && isolation === 'shadow') {
    return (
      <ShadowHost className={`convive-host ${props.className.replace(/-root$/, '')}-host`}>
        <StyledRoot {...props} />
      </ShadowHost>
    );
  }
  return <StyledRoot {...props} />;
}

function StyledRoot({ css, className, children }: WidgetRootProps) {
  const styleRoot = useContext(StyleRootContext);
  const { nonce } = useContext(StyleModeContext);
  const registry = useContext(BaseStyleContext);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const styleRef = useRef<HTMLStyleElement>(null);
  // Idempotent (each sheet is adopted once), so calling it while rendering is safe, and the styles
  // are in place before the first paint.
  const adopted = styleRoot !== null && adoptStyles(styleRoot, [tokens, css ?? '']);
  // In a page, the base sheet is written once (by the first root to render; once mounted, the first
  // in the document: baseStyle.ts) rather than in every root; in a shadow root, or outside a
  // provider, each root still brings its own.
  const withBase = styleRoot !== null || registry === null || claimBaseStyle(registry, id);
  const html = withBase ? `${tokens}\n${css ?? ''}` : (css ?? '');

  // The browser may hydrate in another order than the server rendered (a Suspense boundary
  // later), and a hydrated `<style>` keeps the server's text: once mounted, each root writes what it
  // carries, and the registry moves the sheet to the first root in the document. Without a registry
  // every root carries it, on the server as here. (No `suppressHydrationWarning`: Preact would write
  // it out as an attribute.)
  useBrowserLayoutEffect(() => {
    const element = rootRef.current;
    if (!registry || styleRoot !== null || !element) return;
    const restyle = (carries: boolean) => {
      const style = styleRef.current;
      const text = carries ? `${tokens}\n${css ?? ''}` : (css ?? '');
      // `textContent`, not `innerHTML`: a <style> holds one text node, and reading it serializes nothing.
      if (style && style.textContent !== text) style.textContent = text;
    };
    registry.roots.set(id, { element, restyle });
    restyle(registry.owner === id);
    settleBaseStyle(registry);
    return () => {
      registry.roots.delete(id);
      settleBaseStyle(registry);
    };
  }, [registry, styleRoot, id, css]);

  return (
    <div ref={rootRef} className={`convive-root ${className}`}>
      {/* As raw text, the way a browser reads a <style>: a server renderer escapes text children
          (Preact's wrote `&quot;` into the CSS), which the browser would keep as they are. The CSS is
          the build's own, never a visitor's or a partner's. Every root has its <style>, with or
          without the base sheet, so the markup matches whichever root the browser gives it to. */}
      {adopted ? null : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the widgets' own CSS, from the build
        <style ref={styleRef} nonce={nonce} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {children}
    </div>
  );
}
