import { useId, useState } from 'react';
import { shortenDescription } from '@socials/domain';
import { FOCUS_RING } from '@socials/ui';

/** The description, shortened to 300 characters (spec 2) until the reader asks for more. */
export function EventDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = shortenDescription(description);
  const isShortened = short !== description;
  if (!description.trim()) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        About this social
      </h2>
      <p id={`${id}-text`} className="whitespace-pre-line text-fg">
        {expanded || !isShortened ? description : short}
      </p>
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
