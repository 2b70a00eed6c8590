export const MAX_ANALYTICS_EVENTS_PER_BATCH = 50;
/** The serialized size of one event's detail (payload and response); larger details are refused. */
export const MAX_ANALYTICS_DETAIL_CHARS = 4000;
/** How deeply one event's detail may nest (objects and arrays); deeper details are refused. */
export const MAX_ANALYTICS_DETAIL_DEPTH = 12;

/** How deeply a JSON value nests (a scalar: 0), counted without recursion so that no input can exhaust the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}
