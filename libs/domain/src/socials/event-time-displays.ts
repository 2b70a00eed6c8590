import { EVENT_DISPLAY_TIME_ZONES } from '../time/time-zones';
import { formatEventTime, type EventTimeInput, type EventTimeText } from './format-event-time';

export interface EventTimeDisplay extends EventTimeText {
  /** The place the time is given for ("New York"); null for the event's own zone. */
  label: string | null;
}

/**
 * "Online public events show their time in each of several preconfigured zones; others
 * show the date and a time range in the event's own timezone."
 */
export function eventTimeDisplays(social: EventTimeInput & { isOnline: boolean; isPublic: boolean }): EventTimeDisplay[] {
  if (!(social.isOnline && social.isPublic)) return [{ label: null, ...formatEventTime(social) }];
  return EVENT_DISPLAY_TIME_ZONES.map(({ label, zone }) => ({ label, ...formatEventTime(social, zone) }));
}
