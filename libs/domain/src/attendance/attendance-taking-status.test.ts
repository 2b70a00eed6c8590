import { describe, expect, it } from 'vitest';
import { AttendanceTakingStatus } from '../common/enums';
import { attendanceProgressStatus, canSetAttendanceTakingStatus, isCheckInOpen } from './attendance-taking-status';

describe('attendance taking status', () => {
  it('uses the attendance-taking statuses: PENDING, OPEN, PARTIAL_COMPLETED, COMPLETED, CLOSED, OFF', () => {
    expect(AttendanceTakingStatus.options).toEqual(['PENDING', 'OPEN', 'PARTIAL_COMPLETED', 'COMPLETED', 'CLOSED', 'OFF']);
  });

  it('the host goes PENDING → OPEN → CLOSED, and CLOSED is final', () => {
    expect(canSetAttendanceTakingStatus('PENDING', 'OPEN')).toBe(true);
    for (const from of ['OPEN', 'PARTIAL_COMPLETED', 'COMPLETED'] as const) expect(canSetAttendanceTakingStatus(from, 'CLOSED')).toBe(true);
    for (const to of AttendanceTakingStatus.options) expect(canSetAttendanceTakingStatus('CLOSED', to)).toBe(false);
  });

  it('turns attendance taking on and off only before it opens', () => {
    expect(canSetAttendanceTakingStatus('OFF', 'PENDING')).toBe(true);
    expect(canSetAttendanceTakingStatus('PENDING', 'OFF')).toBe(true);
    expect(canSetAttendanceTakingStatus('OPEN', 'OFF')).toBe(false);
  });

  it('opens check-in straight from OFF, one switch at the door', () => {
    expect(canSetAttendanceTakingStatus('OFF', 'OPEN')).toBe(true);
  });

  it('the host does not set progress by hand', () => {
    for (const from of AttendanceTakingStatus.options) {
      expect(canSetAttendanceTakingStatus(from, 'PARTIAL_COMPLETED')).toBe(false);
      expect(canSetAttendanceTakingStatus(from, 'COMPLETED')).toBe(false);
    }
  });

  it('takes check-ins from OPEN until CLOSED', () => {
    expect(AttendanceTakingStatus.options.filter(isCheckInOpen)).toEqual(['OPEN', 'PARTIAL_COMPLETED', 'COMPLETED']);
  });

  it('progresses OPEN → PARTIAL_COMPLETED → COMPLETED with the check-ins', () => {
    expect(attendanceProgressStatus('OPEN', { attended: 0, seatHolders: 10 })).toBe('OPEN');
    expect(attendanceProgressStatus('OPEN', { attended: 1, seatHolders: 10 })).toBe('PARTIAL_COMPLETED');
    expect(attendanceProgressStatus('PARTIAL_COMPLETED', { attended: 10, seatHolders: 10 })).toBe('COMPLETED');
  });

  it('goes back to PARTIAL_COMPLETED when someone more is approved after everybody came', () => {
    expect(attendanceProgressStatus('COMPLETED', { attended: 10, seatHolders: 11 })).toBe('PARTIAL_COMPLETED');
  });

  it('leaves statuses that take no check-ins alone', () => {
    for (const status of ['PENDING', 'CLOSED', 'OFF'] as const) expect(attendanceProgressStatus(status, { attended: 3, seatHolders: 3 })).toBe(status);
  });
});
