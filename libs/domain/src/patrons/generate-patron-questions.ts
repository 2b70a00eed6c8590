/** What a patron's question bank is written from: the socials it sponsors. */
export interface SponsoredSocialTopic {
  title: string;
  tags: readonly string[];
}

/** At most this many questions come out of one regeneration. */
export const MAX_GENERATED_QUESTIONS = 12;

const GENERAL_QUESTIONS = (patron: string) => [
  `What would make ${patron} more useful to you?`,
  `Would you like ${patron} to follow up with you after the event?`,
];

/**
 * The questions a patron can ask the guests of the socials it sponsors: one per social title and
 * one per distinct tag, then two general ones, without repeats and in a stable order, so that the
 * same socials always give the same bank.
 */
export function generatePatronQuestions(patronName: string, socials: readonly SponsoredSocialTopic[]): string[] {
  const patron = patronName.trim() || 'this patron';
  const byTitle = socials
    .map((social) => social.title.trim())
    .filter(Boolean)
    .map((title) => `What did you hope to get out of "${title}"?`);
  const tags = [...new Set(socials.flatMap((social) => social.tags.map((tag) => tag.trim().toLowerCase())).filter(Boolean))].sort();
  const byTag = tags.map((tag) => `How does ${tag} figure in your work today?`);
  return [...new Set([...byTitle, ...byTag, ...GENERAL_QUESTIONS(patron)])].slice(0, MAX_GENERATED_QUESTIONS);
}
