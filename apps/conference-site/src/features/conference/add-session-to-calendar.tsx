import { buildIcsCalendar, sessionCalendarEvent, type Conference, type ConferenceSession } from '@socials/domain';
import { TEXT_LINK, useHydrated } from '@socials/ui';

/**
 * An .ics file of one session, made here, so it lands in the visitor's own calendar at the right
 * time. It names the page's address and the moment it was made: in the browser, once hydrated.
 */
export function AddSessionToCalendar({ conference, session }: { conference: Conference; session: ConferenceSession }) {
  const hydrated = useHydrated();
  const ics = hydrated ? buildIcsCalendar(sessionCalendarEvent(session, conference, window.location.href), Date.now()) : null;
  return (
    <a
      href={ics === null ? undefined : `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download={`${session.title.replace(/[^\w-]+/g, '-').toLowerCase()}.ics`}
      className={`text-sm ${TEXT_LINK}`}
    >
      Add to my calendar<span className="sr-only">: {session.title}</span>
    </a>
  );
}
