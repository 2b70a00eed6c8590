import { approvalStatusLabel, type Social } from '@socials/domain';

const WHAT_FOLLOWS: Partial<Record<Social['publicApprovalStatus'], string>> = {
  REVISION_NEEDED: 'Update the social and it will be reviewed again.',
  DECLINED: 'It will not be listed publicly; the guests you invite can still RSVP.',
};

/** Staff's latest decision on a public social and the reviewer's reason, as the host was told by e-mail. */
export function ApprovalDecision({ social }: { social: Social }) {
  if (!social.isPublic || social.publicApprovalDecidedAt === null) return null;
  const decidedOn = new Date(social.publicApprovalDecidedAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
  const next = WHAT_FOLLOWS[social.publicApprovalStatus];
  return (
    <section aria-labelledby="approval-decision-heading" className="flex flex-col gap-1 rounded-lg border border-border bg-surface-muted p-4 text-sm">
      <h2 id="approval-decision-heading" className="font-semibold">
        Review: {approvalStatusLabel(social.publicApprovalStatus)}{' '}
        <span className="font-normal text-fg-muted">
          on <time dateTime={new Date(social.publicApprovalDecidedAt).toISOString()}>{decidedOn}</time>
        </span>
      </h2>
      {social.publicApprovalReason ? (
        <p>
          <span className="text-fg-muted">The reviewer’s reason: </span>
          <span className="whitespace-pre-line">{social.publicApprovalReason}</span>
        </p>
      ) : null}
      {next ? <p>{next}</p> : null}
    </section>
  );
}
