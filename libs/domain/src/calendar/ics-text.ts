/** RFC 5545 3.1: content lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma are escaped, line breaks become "\n". */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: splits a content line into lines of at most 75 octets (UTF-8), each continuation
 * starting with one space, without cutting a character in two. Lines are joined by CRLF.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** RFC 5545 3.3.5 date-time in UTC: "20260306T000000Z". */
export function formatIcsUtc(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
