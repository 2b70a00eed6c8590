export interface DescriptionPreviewText {
  /** What the reviewer sees before expanding: the first lines, cut at a word and marked with "…" when shortened. */
  text: string;
  /** Whether anything was left out. */
  shortened: boolean;
}

/** The first `maxLines` non-empty lines of a description, at most `maxChars` characters. */
export function descriptionPreviewText(description: string, maxLines = 3, maxChars = 240): DescriptionPreviewText {
  const lines = description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const full = lines.join('\n');
  let text = lines.slice(0, maxLines).join('\n');
  if (text.length > maxChars) {
    const cut = text.slice(0, maxChars);
    const lastSpace = cut.search(/\s\S*$/);
    text = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
  }
  const shortened = text.length < full.length;
  return { text: shortened ? `${text}…` : text, shortened };
}
