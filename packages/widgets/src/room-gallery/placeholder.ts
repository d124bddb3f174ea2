/**
 * The placeholder shown when there are no images or one fails to load (spec 01 §8 "Image load
 * failure"): an inline SVG, so it works offline and inside any host page.
 */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#f3f4f6"/><path d="M150 190l40-50 30 36 20-24 40 38z" fill="#d1d5db"/><circle cx="240" cy="115" r="16" fill="#d1d5db"/></svg>',
)}`;
