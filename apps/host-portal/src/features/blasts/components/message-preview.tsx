import { useId } from 'react';
import { useGetBlastPreviewQuery, type BlastPreviewArgs } from '@socials/api-client';
import { describeApiError } from '@socials/domain';
import { Card, Spinner } from '@socials/ui';
import { headingTag, type HeadingLevel } from '../heading-level';

/** The message as one recipient gets it, variables filled in (POST …/blast/preview). */
export function MessagePreview({ message, headingLevel }: { message: BlastPreviewArgs; headingLevel: HeadingLevel }) {
  const Heading = headingTag(headingLevel);
  const titleId = useId();
  const empty = message.body.trim() === '';
  const preview = useGetBlastPreviewQuery(message, { skip: empty });

  let content;
  if (empty) content = <p className="text-sm text-fg-muted">Write a message to see it as a guest will.</p>;
  else if (preview.isLoading) content = <Spinner label="Loading the preview…" />;
  else if (preview.isError) content = <p className="text-sm text-fg-muted">No preview: {describeApiError(preview.error)}</p>;
  else if (preview.data)
    content = (
      <dl className="flex flex-col gap-2 text-sm" aria-busy={preview.isFetching || undefined}>
        <div>
          <dt className="font-medium">To</dt>
          <dd className="break-all text-fg-muted">{preview.data.to}</dd>
        </div>
        {message.channel === 'EMAIL' ? (
          <div>
            <dt className="font-medium">Subject</dt>
            <dd>{preview.data.subject}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium">Message</dt>
          <dd className="whitespace-pre-wrap break-words">{preview.data.text}</dd>
        </div>
        {message.channel === 'SMS' ? (
          <div>
            <dt className="font-medium">Once filled in</dt>
            <dd>{segmentsText(preview.data.smsSegments)}</dd>
          </div>
        ) : null}
      </dl>
    );

  return (
    <Card as="section" aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="text-lg font-semibold">
        Preview
      </Heading>
      {content}
    </Card>
  );
}

export const segmentsText = (segments: number) => `${segments} SMS ${segments === 1 ? 'segment' : 'segments'}`;
