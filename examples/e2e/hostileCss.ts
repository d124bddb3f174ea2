// Shared by the partner-page browser suites (partner-hostile, partner-leads).

/** What a careless partner stylesheet does to everything (appended to the page's site.css). */
export const HOSTILE_CSS = `
* {
  text-transform: uppercase;
  letter-spacing: 3px;
  font-style: italic;
  white-space: nowrap;
  text-shadow: 2px 2px 0 #ff00ff;
  line-height: 3;
}
body { font-size: 22px; }
button, input, select, textarea, a {
  background: #000000 !important;
  color: #ffff00 !important;
  border: 5px dashed #ff0000 !important;
}
`;
