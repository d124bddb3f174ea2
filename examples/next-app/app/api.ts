/** The Convive API base URL, including /api: read on the server, when a page is rendered. */
export const API_BASE = process.env.CONVIVE_API_BASE ?? 'http://localhost:8080/api';
