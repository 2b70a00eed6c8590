/** The first message inside a react-hook-form error tree (an array field keeps its errors per item). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = firstErrorMessage(value);
    if (message) return message;
  }
  return undefined;
}
