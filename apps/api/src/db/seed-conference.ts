import { eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Tx } from '../core/db';
import {
  conferenceOrganizers,
  conferencePasses,
  conferencePatrons,
  conferences,
  conferenceSessions,
  conferenceSpeakers,
  patrons,
  sessionSpeakers,
  speakers,
} from './schema';
import { DEMO_PATRON_CODE } from './seed-patrons';

/** The demo conference's slug: with no CONFERENCE_ID set, /conference/ shows it while it is the only one published. */
export const DEMO_CONFERENCE_SLUG = 'harbor-summit';

const TIMEZONE = 'America/New_York';

const DEMO_SPEAKERS = [
  {
    name: 'Priya Raman',
    headline: 'Head of platform',
    company: 'Ledgerline',
    bio: 'Priya runs the team that moves money for a million small businesses, and writes about on-call that people can live with.',
  },
  {
    name: 'Tomás Ortega',
    headline: 'Founder',
    company: 'Parallax Labs',
    bio: 'Tomás builds evaluation tools for teams shipping language-model features, after a decade of search ranking.',
  },
  {
    name: 'Mei Chen',
    headline: 'Design director',
    company: 'Northwind Health',
    bio: 'Mei leads design for patient-facing apps and teaches a workshop on designing for bad days.',
  },
  {
    name: 'Jonas Weber',
    headline: 'Partner',
    company: 'Harbor Ventures',
    bio: 'Jonas has backed infrastructure companies from their first customer to their IPO.',
  },
];

/** Sessions over the two days: day 0 or 1, local start and end hours, and who speaks (indexes into DEMO_SPEAKERS). */
const DEMO_SESSIONS = [
  { day: 0, from: 9, to: 10, title: 'Opening keynote: building for the long run', track: 'Main stage', room: 'Main hall', speakers: [3] },
  { day: 0, from: 10.5, to: 11.25, title: 'Payments at scale without the pager', track: 'Engineering', room: 'Hall A', speakers: [0] },
  { day: 0, from: 10.5, to: 11.25, title: 'Designing for bad days', track: 'Design', room: 'Hall B', speakers: [2] },
  { day: 0, from: 14, to: 15, title: 'Evaluating LLM features before your users do', track: 'Engineering', room: 'Hall A', speakers: [1] },
  { day: 1, from: 9.5, to: 10.5, title: 'What investors ask infrastructure founders', track: 'Main stage', room: 'Main hall', speakers: [3, 0] },
  { day: 1, from: 11, to: 12, title: 'From prototype to product: a design and engineering panel', track: 'Main stage', room: 'Main hall', speakers: [1, 2] },
];

/**
 * A published two-day conference on its own site at /conference/: a venue, colours, logo and hero
 * image (drawn files the conference site ships under /conference/demo/), three passes, four
 * speakers and six sessions, the demo host as its organizer and the demo patron as its partner.
 */
export async function seedDemoConference(tx: Tx, organizerId: string, publicUrl: string, now: DateTime): Promise<void> {
  const firstDay = now.setZone(TIMEZONE).plus({ days: 30 }).startOf('day');
  const at = (day: number, hour: number) => firstDay.plus({ days: day, minutes: Math.round(hour * 60) }).toJSDate();
  const [conference] = await tx
    .insert(conferences)
    .values({
      slug: DEMO_CONFERENCE_SLUG,
      name: 'Harbor Summit',
      tagline: 'Two days on building products that last',
      description:
        'Harbor Summit brings engineers, designers and founders to the waterfront for two days of talks and hallway conversations about building products that last: reliable systems, humane design and patient capital.',
      startsAt: at(0, 9),
      endsAt: at(1, 18),
      timezone: TIMEZONE,
      venueName: 'Pier 57',
      venueAddress: '25 11th Ave, New York, NY 10011',
      currency: 'usd',
      published: true,
      logoUrl: `${publicUrl}/conference/demo/summit-logo.svg`,
      heroImageUrl: `${publicUrl}/conference/demo/summit-hero.svg`,
      primaryColor: '#0e7490',
      accentColor: '#c2410c',
      createdById: organizerId,
    })
    .returning({ id: conferences.id });
  if (!conference) throw new Error('The demo conference was not created');

  await tx.insert(conferenceOrganizers).values({ conferenceId: conference.id, userId: organizerId });
  await tx.insert(conferencePasses).values([
    {
      conferenceId: conference.id,
      name: 'Early bird',
      description: 'Both days, at the early price while it lasts.',
      priceCents: 19_900,
      quantity: 100,
      saleEndsAt: at(-14, 0),
      position: 0,
    },
    {
      conferenceId: conference.id,
      name: 'General',
      description: 'Both days, every talk and the evening reception.',
      priceCents: 29_900,
      quantity: 400,
      position: 1,
    },
    {
      conferenceId: conference.id,
      name: 'VIP',
      description: 'General, plus the speakers’ dinner and a reserved seat in the main hall.',
      priceCents: 89_900,
      quantity: 30,
      position: 2,
    },
  ]);

  const speakerRows = await tx
    .insert(speakers)
    .values(DEMO_SPEAKERS.map((speaker) => ({ ...speaker, createdById: organizerId })))
    .returning({ id: speakers.id });
  await tx.insert(conferenceSpeakers).values(speakerRows.map((speaker) => ({ conferenceId: conference.id, speakerId: speaker.id })));
  const speakerId = (index: number) => {
    const found = speakerRows[index];
    if (!found) throw new Error(`Demo speaker ${index} was not created`);
    return found.id;
  };

  for (const demo of DEMO_SESSIONS) {
    const [session] = await tx
      .insert(conferenceSessions)
      .values({
        conferenceId: conference.id,
        title: demo.title,
        track: demo.track,
        room: demo.room,
        startsAt: at(demo.day, demo.from),
        endsAt: at(demo.day, demo.to),
      })
      .returning({ id: conferenceSessions.id });
    if (!session) throw new Error(`Demo session ${demo.title} was not created`);
    await tx.insert(sessionSpeakers).values(demo.speakers.map((index, position) => ({ sessionId: session.id, speakerId: speakerId(index), position })));
  }

  const [partner] = await tx.select({ id: patrons.id }).from(patrons).where(eq(patrons.code, DEMO_PATRON_CODE));
  if (partner) await tx.insert(conferencePatrons).values({ conferenceId: conference.id, patronId: partner.id });
}
