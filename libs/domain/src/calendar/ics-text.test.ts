import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, formatIcsUtc } from './ics-text';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n (RFC 5545 3.3.11)', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeIcsText('one\ntwo\r\nthree')).toBe('one\\ntwo\\nthree');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuations starting with a space (RFC 5545 3.1)', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'y'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 64]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'y'.repeat(200)}`);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const lines = foldIcsLine(line).split('\r\n');
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(lines[0]).toBe(`SUMMARY:${'é'.repeat(33)}`);
    expect(lines.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('formatIcsUtc', () => {
  it('writes a UTC date-time in basic format', () => {
    expect(formatIcsUtc(Date.UTC(2026, 2, 6, 0, 5, 9))).toBe('20260306T000509Z');
  });
});
