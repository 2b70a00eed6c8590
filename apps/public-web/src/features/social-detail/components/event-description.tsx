import { useId } from 'react';
import { shortenDescription } from '@socials/domain';
import { RichText } from '@socials/ui';

export interface EventDescriptionProps {
  description: string;
  /** The server's sanitised HTML of the description (Markdown or the host's HTML); null: plain text. */
  html?: string | null;
}

/** The description, shortened to 300 characters of text (so the page's facts stay in view) until the reader asks for more. */
export function EventDescription({ description, html }: EventDescriptionProps) {
  const id = useId();
  const short = shortenDescription(description);
  if (!description.trim() && !html) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        About this social
      </h2>
      <RichText text={description} html={html} shortText={short !== description ? short : null} data-testid="social-description" />
    </section>
  );
}
