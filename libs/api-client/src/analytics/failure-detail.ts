import { MAX_ANALYTICS_DETAIL_CHARS, redactSecrets } from '@socials/domain';
import type { TrackedCall } from './call-tracker';

/** The payload and response of a call are each cut to this many characters of JSON. */
const MAX_PART_CHARS = 1500;
/** What the server takes (MAX_ANALYTICS_DETAIL_CHARS), with room to spare: escaping can lengthen a cut text. */
const MAX_DETAIL_CHARS = MAX_ANALYTICS_DETAIL_CHARS - 500;

/** A payload or response fit to send: secrets removed, cut to a size. */
function compactDetail(value: unknown): unknown {
  if (value === undefined) return undefined;
  const safe = redactSecrets(value);
  const text = JSON.stringify(safe) ?? '';
  return text.length <= MAX_PART_CHARS ? safe : `${text.slice(0, MAX_PART_CHARS)}…`;
}

/** The payload and response of a failed call, or only that they were too large to send. */
export function failureDetail(call: TrackedCall): Record<string, unknown> {
  const detail = { payload: compactDetail(call.body), response: compactDetail(call.response) };
  return (JSON.stringify(detail) ?? '').length <= MAX_DETAIL_CHARS ? detail : { tooLarge: true };
}
