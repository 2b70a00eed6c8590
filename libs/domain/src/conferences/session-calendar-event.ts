import type { CalendarEvent } from '../calendar/calendar-event';

/** A session of a conference's agenda as a calendar entry: where it happens is the venue and the room. */
export function sessionCalendarEvent(
  session: { id: string; title: string; abstract: string; room: string; startsAt: number; endsAt: number; speakers: readonly { name: string }[] },
  conference: { name: string; venueName: string; venueAddress: string },
  url: string,
): CalendarEvent {
  const speakers = session.speakers.map((speaker) => speaker.name).join(', ');
  return {
    uid: `session-${session.id}@socials`,
    start: session.startsAt,
    end: session.endsAt,
    summary: `${session.title} · ${conference.name}`,
    description: [speakers ? `With ${speakers}` : '', session.abstract].filter(Boolean).join('\n\n'),
    location: [session.room, conference.venueName, conference.venueAddress].filter(Boolean).join(', '),
    url,
    status: 'CONFIRMED',
  };
}
