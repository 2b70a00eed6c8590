import { FOCUS_RING as CONTROL_FOCUS_RING } from '../internal/focus-ring';

/** Focus ring of links, matching the kit's controls. */
export const FOCUS_RING = `rounded-sm ${CONTROL_FOCUS_RING}`;

export const TEXT_LINK = `text-link underline underline-offset-4 hover:no-underline ${FOCUS_RING}`;

/** A link that looks like the kit's primary button (for navigation, where a <button> would be wrong). */
export const BUTTON_LINK = `inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary-hover ${CONTROL_FOCUS_RING}`;

export const SECONDARY_BUTTON_LINK = `inline-flex h-10 items-center justify-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium text-fg hover:bg-surface-muted ${CONTROL_FOCUS_RING}`;

/** A link of the header's menus; the page you are on is bold. */
export const NAV_LINK = `text-fg-muted hover:text-fg aria-[current=page]:font-semibold aria-[current=page]:text-fg ${FOCUS_RING}`;
