import { type ImgHTMLAttributes, version } from 'react';

type FetchPriority = NonNullable<ImgHTMLAttributes<HTMLImageElement>['fetchPriority']>;

/**
 * React 19 knows `fetchPriority` (and preloads a server-rendered picture that has it); React 18 warns
 * "React does not recognize the `fetchPriority` prop" and writes only the lowercase attribute, which
 * it passes on as it is. The embed's preact/compat says it is 18 and sets either.
 */
const knowsFetchPriority = Number.parseInt(version, 10) >= 19;

/** The `<img>` prop of a fetch priority, spelt for the React that renders it. */
export function fetchPriorityProps(
  priority: FetchPriority | undefined,
): Pick<ImgHTMLAttributes<HTMLImageElement>, 'fetchPriority'> {
  if (priority === undefined) return {};
  return knowsFetchPriority ? { fetchPriority: priority } : ({ fetchpriority: priority } as object);
}
