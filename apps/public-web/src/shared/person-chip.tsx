import { Link } from 'react-router-dom';
import { getDisplayName, type UserSummary } from '@socials/domain';
import { FOCUS_RING } from '@socials/ui';
import { userProfilePath } from './paths';

export interface PersonChipProps {
  person: UserSummary;
  /** Shown when the person has no name yet. */
  fallbackName: string;
  size?: 'sm' | 'md';
}

/** A host's or guest's picture and name, linking to their profile. */
export function PersonChip({ person, fallbackName, size = 'md' }: PersonChipProps) {
  const name = getDisplayName(person) || fallbackName;
  const avatar = size === 'md' ? 'size-8' : 'size-6 text-xs';
  return (
    <Link
      to={userProfilePath(person.slug)}
      className={`flex items-center gap-2 rounded-full border border-border bg-surface py-1 pl-1 text-sm text-fg hover:bg-surface-muted ${size === 'md' ? 'pr-4' : 'pr-3'} ${FOCUS_RING}`}
    >
      {person.photoPath ? (
        <img src={person.photoPath} alt="" className={`${avatar} rounded-full object-cover`} />
      ) : (
        <span aria-hidden="true" className={`flex ${avatar} items-center justify-center rounded-full bg-surface-muted font-semibold`}>
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      {name}
    </Link>
  );
}
