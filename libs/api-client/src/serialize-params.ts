type ParamValue = string | number | boolean | null | undefined;

/**
 * GET query parameters, arrays with brackets (`tags[]=a&tags[]=b`).
 * Empty values (undefined, null) are left out so optional filters need no special casing.
 */
export function serializeParams(params: Record<string, ParamValue | readonly ParamValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) search.append(`${key}[]`, String(item));
    } else if (value !== undefined && value !== null) {
      search.append(key, String(value));
    }
  }
  return search.toString();
}
