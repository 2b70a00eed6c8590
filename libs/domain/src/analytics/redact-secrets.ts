/** Keys whose values never leave the browser in an analytics event, nor are stored by the server. */
const SECRET_KEY =
  /pass(word)?|token|secret|card|cvc|cvv|iban|account.?number|routing|authorization|^code$|(invite|verification|otp|access|check.?in|ticket)_?code$/i;

export const REDACTED = '[redacted]';

/**
 * A copy of a call's payload or response fit to record: values under secret-sounding keys
 * (passwords, one-time and invite codes, tokens, card and bank numbers) are replaced, at any depth.
 * Depth is limited, so a cyclic or very deep object cannot hang the caller.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return REDACTED;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactSecrets(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1)]));
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}
