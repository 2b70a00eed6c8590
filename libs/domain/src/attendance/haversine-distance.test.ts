import { describe, expect, it } from 'vitest';
import { haversineDistanceMeters } from './haversine-distance';

const empireState = { latitude: 40.748817, longitude: -73.985428 };
const timesSquare = { latitude: 40.758, longitude: -73.9855 };

describe('haversineDistanceMeters', () => {
  it('is 0 for the same point', () => {
    expect(haversineDistanceMeters(empireState, empireState)).toBe(0);
  });

  it('measures about 1.02 km between the Empire State Building and Times Square', () => {
    expect(haversineDistanceMeters(empireState, timesSquare)).toBeCloseTo(1021, -1);
  });

  it('measures one degree of latitude as about 111.2 km, either way round', () => {
    const a = { latitude: 0, longitude: 0 };
    const b = { latitude: 1, longitude: 0 };
    expect(haversineDistanceMeters(a, b)).toBeCloseTo(111_195, -1);
    expect(haversineDistanceMeters(b, a)).toBe(haversineDistanceMeters(a, b));
  });

  it('crosses the antimeridian the short way', () => {
    expect(haversineDistanceMeters({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111_195, -1);
  });
});
