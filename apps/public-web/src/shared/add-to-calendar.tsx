import { useUpdateMeMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
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
  const { user } = useCurrentUser();
  const [updateMe] = useUpdateMeMutation();
  // The ADD_TO_CALENDAR completion step: only the browser sees it happen, so it reports it, once.
  const done = user?.completion.steps.some((s) => s.step === 'ADD_TO_CALENDAR' && s.done) ?? true;
  const report = () => {
    if (!done) void updateMe({ reportedSteps: ['ADD_TO_CALENDAR'] });
  };
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
        download={`${social.slug}.ics`}
        className={SECONDARY_BUTTON_LINK}
        onClick={report}
      >
        Download .ics
      </a>
      <a href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer" className={SECONDARY_BUTTON_LINK} onClick={report}>
        Google Calendar<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
