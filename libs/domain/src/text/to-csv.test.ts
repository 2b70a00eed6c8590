import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv } from './to-csv';

describe('escapeCsvCell', () => {
  it('leaves plain text alone', () => {
    expect(escapeCsvCell('Ada Lovelace')).toBe('Ada Lovelace');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(escapeCsvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(escapeCsvCell('+1 555')).toBe("'+1 555");
    expect(escapeCsvCell('-2+3')).toBe("'-2+3");
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('\tcmd')).toBe("'\tcmd");
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['name', 'e-mail'],
        ['Ada', 'ada@example.com'],
      ]),
    ).toBe('name,e-mail\r\nAda,ada@example.com\r\n');
  });
});
