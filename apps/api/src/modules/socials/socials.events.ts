import { defineEvent } from '../../core/jobs';

/** A social was cancelled (once): its guests are told and refunded by the modules that hold them. */
export const socialCancelled = defineEvent<{ socialId: string }>('social.cancelled');

/** A social's capacity, tiers or promotion mode changed: seats may have opened for the waitlist. */
export const socialSeatsChanged = defineEvent<{ socialId: string }>('social.seats-changed');
