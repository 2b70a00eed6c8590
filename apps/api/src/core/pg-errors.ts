/**
 * The SQLSTATE of a failed query. Drizzle wraps driver errors (DrizzleQueryError), and
 * node-postgres and PGlite both put the code on the driver error, so look one level down too.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
/** E.g. renaming or dropping a database other sessions are connected to. */
export const OBJECT_IN_USE = '55006';
