import { SERVER_STATE_ELEMENT_ID } from '@socials/domain';

/**
 * The store state a server render left in the page beside the markup in `root`, or null when the
 * page was not rendered on the server (an empty root, no state, or state that does not parse).
 */
export function readServerState(root: HTMLElement): Record<string, unknown> | null {
  if (!root.hasChildNodes()) return null;
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state: unknown = JSON.parse(element.textContent);
    return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
