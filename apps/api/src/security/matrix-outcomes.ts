import type { Outcome, Outcomes } from './authorization-matrix';

/** Outcome rows shared by the matrix files (authorization-matrix*.ts). */
export const everyone = (outcome: Outcome): Outcomes => ({ anonymous: outcome, attendee: outcome, host: outcome, otherHost: outcome, admin: outcome });
export const anyone = everyone('2xx');
export const signedIn: Outcomes = { ...anyone, anonymous: '401' };
export const hostsAndStaff: Outcomes = { anonymous: '401', attendee: '403', host: '2xx', otherHost: '403', admin: '2xx' };
export const staffOnly: Outcomes = { anonymous: '401', attendee: '403', host: '403', otherHost: '403', admin: '2xx' };
/** A deleted social, read without signing in or by someone who is neither its host nor staff. */
export const deletedSocialRead: Outcomes = { anonymous: '404', attendee: '404', host: '2xx', otherHost: '404', admin: '2xx' };
/** The same, on routes that need a signed-in caller before they look at the social. */
export const deletedSocialSignedIn: Outcomes = { ...deletedSocialRead, anonymous: '401' };
/** Objects nobody may reach this way: anonymous callers are turned away first. */
export const goneForSignedIn: Outcomes = { anonymous: '401', attendee: '404', host: '404', otherHost: '404', admin: '404' };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

