import { isApiHttpError } from './api-error';

export interface ServerFieldError {
  /** The form's own path: "title", or nested below a listed field ("passes.0.name"). */
  field: string;
  message: string;
}

/**
 * The 400 fieldErrors that belong to a form's fields ("body.title" → "title"), in the order of
 * `fields`, so that the first one is the first on screen. Anything else (another status, a field
 * the form does not have) gives an empty list: the caller shows a toast instead.
 */
export function mapFieldErrors(error: unknown, fields: readonly string[]): ServerFieldError[] {
  if (!isApiHttpError(error) || error.status !== 400) return [];
  const fieldOf = (name: string) => fields.find((field) => name === field || name.startsWith(`${field}.`));
  const found = new Map<string, { order: number; message: string }>();
  for (const { field, message } of error.data.fieldErrors ?? []) {
    const name = field.replace(/^body\./, '');
    const formField = fieldOf(name);
    if (formField && !found.has(name)) found.set(name, { order: fields.indexOf(formField), message });
  }
  return [...found.entries()].sort(([, a], [, b]) => a.order - b.order).map(([field, { message }]) => ({ field, message }));
}
