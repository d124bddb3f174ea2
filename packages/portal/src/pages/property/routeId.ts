/** The numeric id of a detail route ('/properties/12'), or null when it cannot be one (then: not found). */
export function routeId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  // Ids beyond PostgreSQL's integer are 404s on the server too.
  return id <= 2_147_483_647 ? id : null;
}
