/** Focus ring shared by our links, matching the kit's controls. */
export const FOCUS_RING = 'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export const TEXT_LINK = `text-link underline underline-offset-4 hover:no-underline ${FOCUS_RING}`;

/** A link that looks like the kit's primary button (for navigation, where a <button> would be wrong). */
export const BUTTON_LINK =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export const SECONDARY_BUTTON_LINK =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
