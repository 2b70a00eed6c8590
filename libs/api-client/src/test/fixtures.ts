import type { Social } from '@socials/domain';
import { makeSocial } from '@socials/domain/testing';

/** A social with its id in the slug and title, so lists of several tell them apart. */
export function aSocial(id: string, changes: Partial<Social> = {}): Social {
  const { myRsvp: _myRsvp, ...social } = makeSocial({ id, slug: `social-${id}`, title: `Social ${id}`, href: `/socials/social-${id}`, ...changes });
  return social;
}
