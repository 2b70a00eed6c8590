import type { BlastAttendance, BlastChannel, BlastMessageStatus, BlastRsvpStatus, BlastStatus } from '@socials/domain';
import type { BadgeTone } from '@socials/ui';

export const CHANNEL_LABELS: Readonly<Record<BlastChannel, string>> = { EMAIL: 'E-mail', SMS: 'Text message' };

export const AUDIENCE_STATUS_LABELS: Readonly<Record<BlastRsvpStatus, string>> = { APPROVED: 'Going', WAITLIST: 'Waitlist', PENDING: 'Waiting for approval' };

export const ATTENDANCE_LABELS: Readonly<Record<BlastAttendance, string>> = { ANY: 'Anyone', CHECKED_IN: 'Checked in', NO_SHOW: 'No-show' };

export const BLAST_STATUS_LABELS: Readonly<Record<BlastStatus, string>> = { SCHEDULED: 'Scheduled', SENDING: 'Sending', SENT: 'Sent', CANCELED: 'Called off' };

export const BLAST_STATUS_TONES: Readonly<Record<BlastStatus, BadgeTone>> = { SCHEDULED: 'info', SENDING: 'warning', SENT: 'success', CANCELED: 'neutral' };

export const DELIVERY_STATUS_LABELS: Readonly<Record<BlastMessageStatus, string>> = {
  INPROGRESS: 'Sending',
  SENT: 'Delivered',
  FAILED: 'Failed',
  CANCELED: 'Not sent (called off)',
};

export const DELIVERY_STATUS_TONES: Readonly<Record<BlastMessageStatus, BadgeTone>> = {
  INPROGRESS: 'warning',
  SENT: 'success',
  FAILED: 'danger',
  CANCELED: 'neutral',
};

/** "1 person", "42 people". */
export const countPeople = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;
