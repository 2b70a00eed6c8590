import { describe, expect, it } from 'vitest';
import { RsvpStatus } from '../common/enums';
import { holdsSeat } from './holds-seat';

describe('holdsSeat', () => {
  it('counts confirmed and attended RSVPs only', () => {
    expect(RsvpStatus.options.filter(holdsSeat)).toEqual(['APPROVED', 'ATTENDED']);
  });
});
