import { describe, expect, it } from 'vitest';
import { generatePatronQuestions, MAX_GENERATED_QUESTIONS } from './generate-patron-questions';

describe('generatePatronQuestions', () => {
  it('asks about each title and each distinct tag, then two general questions', () => {
    const questions = generatePatronQuestions('Acme', [
      { title: 'AI Night', tags: ['AI', 'startups'] },
      { title: 'AI Night', tags: ['ai'] },
    ]);
    expect(questions).toEqual([
      'What did you hope to get out of "AI Night"?',
      'How does ai figure in your work today?',
      'How does startups figure in your work today?',
      'What would make Acme more useful to you?',
      'Would you like Acme to follow up with you after the event?',
    ]);
  });

  it('gives the same bank for the same socials and caps its size', () => {
    const socials = Array.from({ length: 20 }, (_, i) => ({ title: `Social ${i}`, tags: [] }));
    expect(generatePatronQuestions('Acme', socials)).toEqual(generatePatronQuestions('Acme', socials));
    expect(generatePatronQuestions('Acme', socials)).toHaveLength(MAX_GENERATED_QUESTIONS);
  });

  it('still asks the general questions with nothing sponsored', () => {
    expect(generatePatronQuestions(' ', [])).toEqual([
      'What would make this patron more useful to you?',
      'Would you like this patron to follow up with you after the event?',
    ]);
  });
});
