/** The level of a heading in the tabs: h2 under a page's title, h3 under a section's. */
export type HeadingLevel = 2 | 3 | 4;

/** The tag of a heading one level below `level` (a panel's items under the panel's heading). */
export const headingTag = (level: HeadingLevel) => `h${level}` as const;
export const subLevel = (level: HeadingLevel): HeadingLevel => (level === 2 ? 3 : 4);
