import { describe, expect, it } from 'vitest';
import { shortenDescription } from './shorten-description';

describe('shortenDescription', () => {
  it('leaves a short text unchanged', () => {
    const text = 'A short description. Still short.';
    expect(shortenDescription(text)).toBe(text);
    expect(shortenDescription('x'.repeat(300))).toBe('x'.repeat(300));
  });

  it('cuts at the last full stop within the limit, the stop replaced by the ellipsis', () => {
    const text = `${'First sentence is long enough to pass thirty.'} ${'word '.repeat(80)}`;
    expect(shortenDescription(text)).toBe('First sentence is long enough to pass thirty…');
  });

  it('cuts at the last space when the last stop is before character 30', () => {
    const text = `Too early. ${'word '.repeat(80)}`;
    const result = shortenDescription(text);
    expect(result.endsWith('word…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(300);
  });

  it('keeps the result within the limit, ellipsis included', () => {
    const text = `${'Sentence number one goes here. '.repeat(20)}`;
    const result = shortenDescription(text, 100);
    expect(result.length).toBeLessThanOrEqual(100);
    expect(result).toBe(`${'Sentence number one goes here. '.repeat(3).trimEnd().slice(0, -1)}…`);
  });

  it('cuts hard when there is neither a usable stop nor a space', () => {
    expect(shortenDescription('x'.repeat(400), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('honours a custom minimum cut position', () => {
    const text = `Hi. there ${'y'.repeat(50)}`;
    expect(shortenDescription(text, 20, 2)).toBe('Hi…');
    expect(shortenDescription(text, 20, 30)).toBe('Hi. there…');
  });
});
