import { RichText } from '@socials/ui';
import { descriptionPreviewText } from './description-preview-text';

export interface DescriptionPreviewProps {
  description: string;
  /** The server's sanitised HTML of the description, as the event page shows it; null: plain text. */
  html: string | null;
  /** The social's title, naming the Show more button among the others of the queue. */
  title: string;
}

/** The first lines of a social's description as the event page renders it, expandable in place so the reviewer need not leave the queue. */
export function DescriptionPreview({ description, html, title }: DescriptionPreviewProps) {
  const preview = descriptionPreviewText(description);
  if (!preview.text && !html) return <p className="text-fg-muted italic">No description</p>;
  return (
    <RichText
      text={description.trim()}
      html={html}
      shortText={preview.shortened ? preview.text : null}
      foldedHeight="max-h-24"
      moreLabel="Show more"
      toggleContext={title}
    />
  );
}
