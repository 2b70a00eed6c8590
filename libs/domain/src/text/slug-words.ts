/**
 * The words of a title for an address: accents dropped, lower case, runs of anything else one
 * hyphen, none at either end, cut to `maxLength` without a trailing hyphen.
 * "Café & Co. — Founders' Night!" → "cafe-co-founders-night".
 */
export function slugWords(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
