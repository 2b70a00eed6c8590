import { intlZoneName } from './format-in-zone';

/**
 * Zones whose abbreviation Intl does not know in en-US (it says "GMT+8"): people in Singapore
 * read "SGT". Zones with daylight saving keep Intl's seasonal names (EST/EDT, PST/PDT).
 */
const FIXED_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'Asia/Singapore': 'SGT',
};

/** Short name of a zone at a given moment: "EST", "PDT", "SGT", or an offset like "GMT+5:30". */
export function zoneAbbreviation(zone: string, epochMs: number): string {
  return FIXED_ABBREVIATIONS[zone] ?? intlZoneName(zone, epochMs);
}
