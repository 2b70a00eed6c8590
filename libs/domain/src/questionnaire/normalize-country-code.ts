/** "Default country code +1." */
export const DEFAULT_COUNTRY_CODE = '+1';

/** The country code is normalised to a single leading plus, default +1 ("65", "++65" → "+65"). */
export function normalizeCountryCode(countryCode: string | null | undefined): string {
  const digits = (countryCode ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : DEFAULT_COUNTRY_CODE;
}
