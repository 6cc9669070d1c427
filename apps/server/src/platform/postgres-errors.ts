/** The PostgreSQL error code of a failed query (e.g. '23505'), however the driver wraps it. */
export function postgresCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True for a unique-index violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === '23505';
}
