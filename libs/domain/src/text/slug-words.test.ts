import { describe, expect, it } from 'vitest';
import { slugWords } from './slug-words';

describe('slugWords', () => {
  it('keeps the words of a title, without accents or punctuation', () => {
    expect(slugWords("Café & Co. — Founders' Night!", 60)).toBe('cafe-co-founders-night');
  });

  it('cuts to the length without leaving a hyphen at the end', () => {
    expect(slugWords('alpha beta gamma', 6)).toBe('alpha');
    expect(slugWords('!!!', 10)).toBe('');
  });
});
