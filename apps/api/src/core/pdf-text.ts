/**
 * Text the standard PDF fonts can draw: they read Latin-1 only, so accents are kept where Latin-1
 * has them, other letters lose their marks (NFKD), and what is left outside Latin-1 becomes "?".
 */
export function pdfPrintable(text: string): string {
  return [...text]
    .map((char) => (char.charCodeAt(0) <= 0xff ? char : char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')))
    .join('')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}
