import { describe, expect, it } from 'vitest';
import { withTechEventsSuffix } from './with-tech-events-suffix';

// Our reading of the product's rule ("Event titles get a Tech Events suffix with the city short name if they
// lack it"): append " | <short city> Tech Events" unless the title already contains "Tech Events".
describe('withTechEventsSuffix', () => {
  it('appends the suffix with the short city name', () => {
    expect(withTechEventsSuffix('Founders Dinner', 'New York')).toBe('Founders Dinner | NYC Tech Events');
    expect(withTechEventsSuffix('AI Night', 'Singapore')).toBe('AI Night | Singapore Tech Events');
  });

  it('leaves a title that already has the suffix alone', () => {
    expect(withTechEventsSuffix('NYC Tech Events', 'New York')).toBe('NYC Tech Events');
    expect(withTechEventsSuffix('Best tech events in SF', 'San Francisco')).toBe('Best tech events in SF');
  });

  it('uses a bare suffix without a city', () => {
    expect(withTechEventsSuffix('AI Night', null)).toBe('AI Night | Tech Events');
    expect(withTechEventsSuffix('', 'Los Angeles')).toBe('LA Tech Events');
  });
});
