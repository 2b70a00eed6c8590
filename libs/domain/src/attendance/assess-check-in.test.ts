import { describe, expect, it } from 'vitest';
import { AttendanceMethod } from '../common/enums';
import { assessCheckIn, CheckInBody, isWithinCheckInRadius, type CheckInInput } from './assess-check-in';

const venue = { latitude: 40.748817, longitude: -73.985428 };
/** About 100 m north of the venue (0.0009° of latitude). */
const nearby = { latitude: 40.749717, longitude: -73.985428 };
const gps: CheckInInput = {
  attendanceStatus: 'OPEN',
  enabledMethods: ['GPS', 'HOST_QRCODE', 'ATTENDEES_QRCODE'],
  method: 'GPS',
  actor: 'ATTENDEE',
  rsvpStatus: 'APPROVED',
  position: nearby,
  venueCoordinate: venue,
  radiusMeters: 150,
};
const reasonOf = (input: CheckInInput) => {
  const result = assessCheckIn(input);
  return result.ok ? 'ok' : result.reason;
};

describe('isWithinCheckInRadius', () => {
  it('compares the haversine distance with the radius, the edge included', () => {
    expect(isWithinCheckInRadius(nearby, venue, 150)).toBe(true);
    expect(isWithinCheckInRadius(nearby, venue, 50)).toBe(false);
    expect(isWithinCheckInRadius(venue, venue, 0)).toBe(true);
  });
});

describe('assessCheckIn', () => {
  it('knows the check-in methods: HOST_QRCODE, ATTENDEES_QRCODE, GPS', () => {
    expect(AttendanceMethod.options).toEqual(['HOST_QRCODE', 'ATTENDEES_QRCODE', 'GPS']);
  });

  it('lets an approved attendee within the radius check in by GPS', () => {
    expect(assessCheckIn(gps)).toEqual({ ok: true });
  });

  it('refuses a GPS check-in from outside the host radius', () => {
    expect(assessCheckIn({ ...gps, radiusMeters: 50 })).toEqual({ ok: false, reason: 'TOO_FAR', message: 'Check in within 50 m of the venue' });
  });

  it('needs a position and a venue coordinate for GPS', () => {
    expect(reasonOf({ ...gps, position: null })).toBe('POSITION_REQUIRED');
    expect(reasonOf({ ...gps, venueCoordinate: null })).toBe('VENUE_HAS_NO_COORDINATE');
  });

  it('marks ATTENDED once, never twice', () => {
    expect(reasonOf({ ...gps, rsvpStatus: 'ATTENDED' })).toBe('ALREADY_ATTENDED');
    expect(reasonOf({ ...gps, method: 'HOST_QRCODE', actor: 'HOST', rsvpStatus: 'ATTENDED' })).toBe('ALREADY_ATTENDED');
  });

  it('checks in confirmed attendees only', () => {
    for (const rsvpStatus of ['PENDING', 'WAITLIST', 'REJECTED', 'CANCELLED'] as const) expect(reasonOf({ ...gps, rsvpStatus })).toBe('NOT_APPROVED');
  });

  it('takes check-ins only while attendance is open', () => {
    for (const attendanceStatus of ['PENDING', 'CLOSED', 'OFF'] as const) expect(reasonOf({ ...gps, attendanceStatus })).toBe('ATTENDANCE_NOT_OPEN');
    expect(reasonOf({ ...gps, attendanceStatus: 'PARTIAL_COMPLETED' })).toBe('ok');
  });

  it('accepts only the methods the host enabled, made by the right side', () => {
    expect(reasonOf({ ...gps, enabledMethods: ['HOST_QRCODE'] })).toBe('METHOD_NOT_ENABLED');
    expect(reasonOf({ ...gps, method: 'HOST_QRCODE', actor: 'ATTENDEE' })).toBe('WRONG_PERFORMER');
    expect(reasonOf({ ...gps, method: 'ATTENDEES_QRCODE', actor: 'HOST' })).toBe('WRONG_PERFORMER');
    expect(reasonOf({ ...gps, method: 'HOST_QRCODE', actor: 'HOST', position: null })).toBe('ok');
    expect(reasonOf({ ...gps, method: 'ATTENDEES_QRCODE', position: null, scannedCode: 'abc', expectedCode: 'abc' })).toBe('ok');
  });

  it("an attendee's scan must read the event's check-in code", () => {
    const scan = { ...gps, method: 'ATTENDEES_QRCODE' as const };
    expect(reasonOf({ ...scan, scannedCode: 'abd', expectedCode: 'abc' })).toBe('WRONG_CODE');
    expect(reasonOf({ ...scan, scannedCode: undefined, expectedCode: 'abc' })).toBe('WRONG_CODE');
    expect(reasonOf({ ...scan, scannedCode: '', expectedCode: '' })).toBe('WRONG_CODE');
  });

  it('CheckInBody takes a method and, for GPS, a position', () => {
    expect(CheckInBody.safeParse({ method: 'GPS', position: nearby }).success).toBe(true);
    expect(CheckInBody.safeParse({ method: 'NFC' }).success).toBe(false);
    expect(CheckInBody.safeParse({ method: 'GPS', position: { latitude: 91, longitude: 0 } }).success).toBe(false);
  });
});
