import { FOCUS_RING } from '@socials/ui';

/** A call to action in the conference's own colour (the --conference-primary variable of the site root). */
export const BRAND_BUTTON = `inline-flex items-center justify-center rounded-lg bg-[var(--conference-primary)] px-5 py-3 font-semibold text-white hover:opacity-90 ${FOCUS_RING}`;
