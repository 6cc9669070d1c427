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

/**
 * True for a PostgreSQL data exception (class 22: 22P05/22021 invalid byte sequence, 22003 numeric
 * out of range, 22P02 invalid text representation, 22001 string too long, 22007/22008 bad dates):
 * input the contracts should have refused, answered 400 rather than 500 as a safety net.
 */
export function isDataError(error: unknown): boolean {
  return postgresCode(error)?.startsWith('22') ?? false;
}
