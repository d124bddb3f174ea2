import type { ReactNode } from 'react';
import tokens from '../styles/tokens.css?inline';

export interface WidgetRootProps {
  /** The widget's own CSS (imported with `?inline`), written inside `@layer convive`. */
  css?: string;
  /** A class naming the widget (`convive-search-bar`). */
  className: string;
  children: ReactNode;
}

/**
 * Every widget renders inside one: the tokens and the widget's CSS travel with it as a <style>
 * element, so the same markup is styled in a page and inside a custom element's shadow root.
 */
export function WidgetRoot({ css, className, children }: WidgetRootProps) {
  return (
    <div className={`convive-root ${className}`}>
      <style>{`${tokens}\n${css ?? ''}`}</style>
      {children}
    </div>
  );
}
