import type { AttendanceTakingStatus } from '../common/enums';

/**
 * What a host may do with attendance taking (the statuses are PENDING, OPEN, PARTIAL_COMPLETED,
 * COMPLETED, CLOSED, OFF; the moves are ours): turn it on (PENDING) or OFF before it opens, open
 * it (straight from OFF too: the host at the door has one switch), and close it for good. PARTIAL_COMPLETED and COMPLETED follow the check-ins
 * (attendanceProgressStatus), not the host.
 */
const HOST_MOVES: Readonly<Record<AttendanceTakingStatus, readonly AttendanceTakingStatus[]>> = {
  OFF: ['PENDING', 'OPEN'],
  PENDING: ['OPEN', 'OFF'],
  OPEN: ['CLOSED'],
  PARTIAL_COMPLETED: ['CLOSED'],
  COMPLETED: ['CLOSED'],
  CLOSED: [],
};

export function canSetAttendanceTakingStatus(from: AttendanceTakingStatus, to: AttendanceTakingStatus): boolean {
  return HOST_MOVES[from].includes(to);
}

/** Check-ins are taken once attendance is open and until the host closes it. */
export function isCheckInOpen(status: AttendanceTakingStatus): boolean {
  return status === 'OPEN' || status === 'PARTIAL_COMPLETED' || status === 'COMPLETED';
}

/**
 * The status of open attendance taking after a check-in (or an approval): OPEN while nobody has
 * checked in, PARTIAL_COMPLETED while some have, COMPLETED once every seat holder has. Any other
 * status is left as it is.
 */
export function attendanceProgressStatus(status: AttendanceTakingStatus, counts: { attended: number; seatHolders: number }): AttendanceTakingStatus {
  if (!isCheckInOpen(status)) return status;
  if (counts.attended === 0) return 'OPEN';
  return counts.attended >= counts.seatHolders ? 'COMPLETED' : 'PARTIAL_COMPLETED';
}
