import { Link } from 'react-router-dom';
import type { Circle } from '@socials/domain';
import { Badge, Card, FOCUS_RING } from '@socials/ui';
import { circlePath } from '../../shared/paths';
import { membershipLabel, VISIBILITY_LABELS } from './circle-text';

/** A circle in a list: name, what it is about, how many belong, and the caller's place in it. */
export function CircleCard({ circle }: { circle: Circle }) {
  const mine = membershipLabel(circle.myMembership);
  return (
    <Card as="article" aria-labelledby={`circle-${circle.id}`} className="flex h-full flex-col gap-2">
      <h3 id={`circle-${circle.id}`} className="text-lg font-semibold">
        <Link to={circlePath(circle.slug)} className={`hover:underline ${FOCUS_RING}`}>
          {circle.name}
        </Link>
      </h3>
      {circle.description ? <p className="line-clamp-3 text-sm text-fg-muted">{circle.description}</p> : null}
      <p className="mt-auto flex flex-wrap items-center gap-2 text-sm">
        <span>
          {circle.memberCount} {circle.memberCount === 1 ? 'member' : 'members'}
        </span>
        {circle.visibility !== 'PUBLIC' ? <Badge>{VISIBILITY_LABELS[circle.visibility]}</Badge> : null}
        {mine ? <Badge tone="success">{mine}</Badge> : null}
      </p>
    </Card>
  );
}
