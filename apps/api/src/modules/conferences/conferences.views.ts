import type { Conference, ConferencePass, ConferenceSession, Speaker } from '@socials/domain';
import type { ConferencePassRow, ConferenceRow, ConferenceSessionRow, SessionSpeakerRow, SpeakerRow } from './conferences.repo';

const ms = (date: Date | null) => (date ? date.getTime() : null);

export function toPass(row: ConferencePassRow): ConferencePass {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    quantity: row.quantity,
    sold: row.sold,
    remaining: Math.max(0, row.quantity - row.sold),
    saleStartsAt: ms(row.saleStartsAt),
    saleEndsAt: ms(row.saleEndsAt),
  };
}

export function toConference(row: ConferenceRow, passes: readonly ConferencePassRow[], organizerIds: readonly string[], canManage: boolean): Conference {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    timezone: row.timezone,
    venueName: row.venueName,
    venueAddress: row.venueAddress,
    domain: row.domain,
    // A request waiting for staff is for those who manage the conference.
    requestedDomain: canManage ? row.requestedDomain : null,
    currency: row.currency,
    published: row.published,
    branding: { logoUrl: row.logoUrl, heroImageUrl: row.heroImageUrl, primaryColor: row.primaryColor, accentColor: row.accentColor },
    passes: passes.map(toPass),
    // Who organizes is for those who manage it.
    organizerIds: canManage ? [...organizerIds] : [],
    requiredVerifiedEmail: row.requiredVerifiedEmail,
    canManage,
  };
}

export function toSpeaker(row: SpeakerRow, conferenceIds: readonly string[]): Speaker {
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    company: row.company,
    bio: row.bio,
    photoUrl: row.photoUrl,
    links: row.links,
    conferenceIds: [...conferenceIds],
  };
}

export function toSession(row: ConferenceSessionRow, speakers: readonly SessionSpeakerRow[]): ConferenceSession {
  return {
    id: row.id,
    conferenceId: row.conferenceId,
    title: row.title,
    abstract: row.abstract,
    track: row.track,
    room: row.room,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    speakers: speakers.map(({ id, name, photoUrl }) => ({ id, name, photoUrl })),
  };
}
