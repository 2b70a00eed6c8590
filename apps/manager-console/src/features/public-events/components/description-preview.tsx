import { useId, useState } from 'react';
import { TEXT_LINK } from '@socials/ui';
import { descriptionPreviewText } from './description-preview-text';

export interface DescriptionPreviewProps {
  description: string;
  /** The social's title, naming the Show more button among the others of the queue. */
  title: string;
}

/** The first lines of a social's description, expandable in place so the reviewer need not leave the queue. */
export function DescriptionPreview({ description, title }: DescriptionPreviewProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = descriptionPreviewText(description);
  if (!preview.text) return <p className="text-fg-muted italic">No description</p>;

  return (
    <div className="flex flex-col items-start gap-1">
      <p id={id} className="break-words whitespace-pre-line">
        {expanded ? description.trim() : preview.text}
      </p>
      {preview.shortened ? (
        <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)} className={`text-sm ${TEXT_LINK}`}>
          {expanded ? 'Show less' : 'Show more'} <span className="sr-only">of {title}</span>
        </button>
      ) : null}
    </div>
  );
}
