import type { Circle } from '../index';

/** A public, open circle owned by Ola, with three members, as the API shows it to a visitor who is not a member. */
export function aCircle(changes: Partial<Circle> = {}): Circle {
  return {
    id: 'circle-1',
    slug: 'night-owls',
    name: 'Night Owls',
    description: '',
    coverUrl: null,
    visibility: 'PUBLIC',
    joinPolicy: 'OPEN',
    requiredVerifiedEmail: null,
    owner: { id: 'user-1', slug: 'ola-owner', displayName: null, firstName: 'Ola', lastName: 'Owner', photoPath: null },
    memberCount: 3,
    createdAt: 0,
    myMembership: null,
    canManage: false,
    membershipPrice: null,
    ...changes,
  };
}
