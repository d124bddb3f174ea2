/**
 * The <convive-…> elements in React 19's JSX: each tag takes its attributes (strings, as written in
 * HTML — see ConviveJsxAttributes), React's own `key` and `ref` (the typed element), `class` or
 * `className`, `style`, `id`, `slot`…, and one `on<event>` prop per `convive-*` event: React 19 adds a
 * function passed as `onconvive-search` as a listener of `convive-search`, `event.detail` typed here.
 * React 18 sets every prop of a custom element as an attribute and has no such listeners: there,
 * listen through a `ref` (`ref.current.addEventListener('convive-search', …)`).
 *
 * Imported by the package's entry, so `import … from '@convive/widgets'` brings these declarations.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ConviveElementAttributes, ConviveElementEvents, ConviveElementTagNameMap } from './types';

/** `{ 'convive-search': CustomEvent<…> }` → `{ 'onconvive-search'?: (event: CustomEvent<…>) => void }`. */
export type ConviveEventProps<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void;
};

/**
 * A tag's attributes in JSX. React 19 sets a prop as a property when the element (already defined)
 * has one by that name, and as an attribute otherwise: an attribute named like its property (`city`,
 * `filters`, `images`…) also takes the property's type — pass `filters` and `images` as objects, and
 * define the elements before rendering them (`await defineConviveElements([…])`).
 */
export type ConviveJsxAttributes<Tag extends keyof ConviveElementTagNameMap> = {
  [Name in keyof ConviveElementAttributes[Tag]]: Name extends keyof ConviveElementTagNameMap[Tag]
    ? ConviveElementAttributes[Tag][Name] | ConviveElementTagNameMap[Tag][Name]
    : ConviveElementAttributes[Tag][Name];
};

/** The JSX props of one <convive-…> tag. */
export type ConviveElementJsxProps<Tag extends keyof ConviveElementTagNameMap> = DetailedHTMLProps<
  HTMLAttributes<ConviveElementTagNameMap[Tag]>,
  ConviveElementTagNameMap[Tag]
> &
  ConviveJsxAttributes<Tag> &
  ConviveEventProps<ConviveElementEvents[Tag]> & {
    /** React 19 writes `class` on a custom element as it is. */
    class?: string;
  };

/** Every <convive-…> tag as a JSX intrinsic element. */
export type ConviveIntrinsicElements = {
  [Tag in keyof ConviveElementTagNameMap]: ConviveElementJsxProps<Tag>;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ConviveIntrinsicElements {}
  }
}
