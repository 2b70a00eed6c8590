import { buildIcsCalendar, googleCalendarLink, socialCalendarEvent, type CalendarSocial } from '@socials/domain';
import { useAbsoluteUrl } from './absolute-url';
import { socialPath } from './paths';
import { SECONDARY_BUTTON_LINK } from '@socials/ui';

export interface AddToCalendarProps {
  social: CalendarSocial & { slug: string };
}

/**
 * "Add to calendar": an .ics file made here from what the viewer may see (the address stays
 * masked until the RSVP is approved), and the Google Calendar link.
 */
export function AddToCalendar({ social }: AddToCalendarProps) {
  const absoluteUrl = useAbsoluteUrl();
  const event = socialCalendarEvent(social, absoluteUrl(socialPath(social.slug)));
  const ics = buildIcsCalendar(event, Date.now());
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={`${social.slug}.ics`} className={SECONDARY_BUTTON_LINK}>
        Download .ics
      </a>
      <a href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer" className={SECONDARY_BUTTON_LINK}>
        Google Calendar<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
