/** PostgreSQL's unique_violation, as both node-postgres and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
