import { useId, useState, type ReactNode } from 'react';
import { FOCUS_RING } from '../frame/link-styles';

export interface RichTextProps {
  /** The source text (the host's Markdown): shown as plain text when there is no HTML. */
  text: string;
  /** The server's sanitised HTML of the text (rendered Markdown or the host's HTML); null: plain text. */
  html?: string | null;
  /** What shows folded (plain text), or null when the whole text is short enough to show at once. */
  shortText: string | null;
  /** The folded height of the HTML, as a class: enough to show about as much as `shortText`. */
  foldedHeight?: string;
  /** The word of the button that unfolds the text. */
  moreLabel?: string;
  /** Read after the button's word by screen readers, to tell it from the others of a list (the social's title). */
  toggleContext?: ReactNode;
  'data-testid'?: string;
}

/**
 * Text the server rendered and sanitised, folded until the reader asks for the rest (so what
 * follows stays in view), styled by the kit's .rich-text. Without HTML, the plain text.
 */
export function RichText({ text, html, shortText, foldedHeight = 'max-h-48', moreLabel = 'Read more', toggleContext, 'data-testid': testId }: RichTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const folded = shortText !== null && !expanded;
  return (
    <div className="flex flex-col items-start gap-2">
      {html ? (
        <div
          id={id}
          data-testid={testId}
          className={`rich-text w-full text-fg ${folded ? `${foldedHeight} overflow-hidden [mask-image:linear-gradient(to_bottom,black_60%,transparent)]` : ''}`}
          // Sanitised on the server (an allowlist: no script, style or event handlers; links open safely).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p id={id} data-testid={testId} className="break-words whitespace-pre-line text-fg">
          {folded ? shortText : text}
        </p>
      )}
      {shortText !== null ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className={`text-sm font-medium text-link underline underline-offset-4 hover:no-underline ${FOCUS_RING}`}
        >
          {expanded ? 'Show less' : moreLabel}
          {toggleContext ? (
            <>
              {' '}
              <span className="sr-only">of {toggleContext}</span>
            </>
          ) : null}
        </button>
      ) : null}
    </div>
  );
}
