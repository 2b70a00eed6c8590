import { describe, expect, it } from 'vitest';
import { formatAnswer } from './format-answer';

const base = { questionId: 'q', isOptInShareResponse: false };

describe('formatAnswer', () => {
  it('shows each kind of answer as text', () => {
    expect(formatAnswer({ ...base, answer: 'Hello' })).toBe('Hello');
    expect(formatAnswer({ ...base, answers: ['Red', 'Blue'] })).toBe('Red; Blue');
    expect(formatAnswer({ ...base, isTrue: false })).toBe('No');
    expect(formatAnswer({ ...base, mobile: 5551234567, countryCode: '+1' })).toBe('+1 5551234567');
    expect(formatAnswer({ ...base, name: 'Acme', jobTitle: 'CTO' })).toBe('Acme (CTO)');
    expect(formatAnswer({ ...base, name: 'MIT', degree: 'BSc', classOfGraduation: 2012 })).toBe('MIT (BSc, 2012)');
    expect(formatAnswer({ ...base, name: 'Acme' })).toBe('Acme');
  });
});
