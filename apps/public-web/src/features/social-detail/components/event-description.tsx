import { useId, useState } from 'react';
import { shortenDescription } from '@socials/domain';
import { FOCUS_RING } from '@socials/ui';

export interface EventDescriptionProps {
  description: string;
  /** The server's sanitised HTML of the description (Markdown or the host's HTML); null: plain text. */
  html?: string | null;
}

/** The description, shortened to 300 characters of text (so the page's facts stay in view) until the reader asks for more. */
export function EventDescription({ description, html }: EventDescriptionProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = shortenDescription(description);
  const isShortened = short !== description;
  if (!description.trim() && !html) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        About this social
      </h2>
      {html ? (
        <div
          id={`${id}-text`}
          data-testid="social-description"
          className={`rich-text text-fg ${isShortened && !expanded ? 'max-h-48 overflow-hidden [mask-image:linear-gradient(to_bottom,black_60%,transparent)]' : ''}`}
          // Sanitised on the server (an allowlist: no script, style or event handlers; links open safely); styled by .rich-text in styles.css.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p id={`${id}-text`} className="whitespace-pre-line text-fg">
          {expanded || !isShortened ? description : short}
        </p>
      )}
      {isShortened ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={() => setExpanded((value) => !value)}
          className={`self-start text-sm font-medium text-link underline underline-offset-4 hover:no-underline ${FOCUS_RING}`}
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </section>
  );
}
