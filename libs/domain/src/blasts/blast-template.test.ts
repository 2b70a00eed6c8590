import { describe, expect, it } from 'vitest';
import { countSmsSegments, renderBlastTemplate, unknownBlastVariables, type BlastVariableValues } from './blast-template';

const values: BlastVariableValues = {
  firstName: 'Ada',
  fullName: 'Ada Lovelace',
  eventTitle: 'Founders Breakfast',
  eventTime: 'Thu, Dec 3, 6:00 PM EST',
  eventLink: 'https://s.test/socials/fb',
  ticketLink: 'https://s.test/my-ticket',
  checkInLink: 'https://s.test/socials/fb/check-in',
  hostName: 'Grace',
};

describe('blast templates', () => {
  it('fills each known variable, with or without spaces inside the braces', () => {
    expect(renderBlastTemplate('Hi {{firstName}}, {{ eventTitle }} starts {{eventTime}}.', values)).toBe(
      'Hi Ada, Founders Breakfast starts Thu, Dec 3, 6:00 PM EST.',
    );
  });

  it('leaves unknown variables as written and names each of them once', () => {
    expect(renderBlastTemplate('Hi {{nickname}}', values)).toBe('Hi {{nickname}}');
    expect(unknownBlastVariables('{{nickname}} {{firstName}} {{ age }} {{nickname}}')).toEqual(['nickname', 'age']);
    expect(unknownBlastVariables('Plain text, {single} braces')).toEqual([]);
  });

  it('does not treat a value as a template (no second pass)', () => {
    expect(renderBlastTemplate('{{firstName}}', { ...values, firstName: '{{hostName}}' })).toBe('{{hostName}}');
  });
});

describe('countSmsSegments', () => {
  it('counts GSM-7 text in 160 then 153 units, extension characters as two', () => {
    expect(countSmsSegments('')).toBe(0);
    expect(countSmsSegments('a'.repeat(160))).toBe(1);
    expect(countSmsSegments('a'.repeat(161))).toBe(2);
    expect(countSmsSegments('a'.repeat(306))).toBe(2);
    expect(countSmsSegments('a'.repeat(307))).toBe(3);
    expect(countSmsSegments('€'.repeat(80))).toBe(1);
    expect(countSmsSegments('€'.repeat(81))).toBe(2);
  });

  it('counts text with any other character in 70 then 67 UTF-16 units', () => {
    expect(countSmsSegments('ü'.repeat(161))).toBe(2); // ü is GSM-7
    expect(countSmsSegments('ł'.repeat(70))).toBe(1);
    expect(countSmsSegments('ł'.repeat(71))).toBe(2);
    expect(countSmsSegments(`See you there 🎉${'a'.repeat(60)}`)).toBe(2);
  });
});
