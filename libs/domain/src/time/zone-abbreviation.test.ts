import { describe, expect, it } from 'vitest';
import { zoneAbbreviation } from './zone-abbreviation';

const winter = Date.UTC(2026, 0, 15, 12);
const summer = Date.UTC(2026, 6, 15, 12);

// "New York America/New_York (EST), San Francisco America/Los_Angeles (PST), Singapore Asia/Singapore (SGT)."
describe('zoneAbbreviation', () => {
  it('names the three preconfigured zones', () => {
    expect(zoneAbbreviation('America/New_York', winter)).toBe('EST');
    expect(zoneAbbreviation('America/Los_Angeles', winter)).toBe('PST');
    expect(zoneAbbreviation('Asia/Singapore', winter)).toBe('SGT');
  });

  it('follows daylight saving time', () => {
    expect(zoneAbbreviation('America/New_York', summer)).toBe('EDT');
    expect(zoneAbbreviation('America/Los_Angeles', summer)).toBe('PDT');
  });

  it('falls back to the offset for zones without a short name', () => {
    expect(zoneAbbreviation('Asia/Kolkata', winter)).toBe('GMT+5:30');
  });
});
