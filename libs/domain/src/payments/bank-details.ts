/**
 * What a bank in each payout country needs to receive money, as Stripe Connect asks for it:
 * US routing + account numbers, UK sort code + account number, IBAN in the IBAN countries,
 * Canadian transit + institution numbers, Australian BSB, Indian IFSC, and elsewhere an account
 * number (or IBAN) with the bank's SWIFT/BIC code.
 */
export const BANK_DETAIL_FIELDS = [
  'routingNumber',
  'sortCode',
  'transitNumber',
  'institutionNumber',
  'bsb',
  'ifsc',
  'iban',
  'swiftCode',
  'accountNumber',
] as const;
export type BankDetailField = (typeof BANK_DETAIL_FIELDS)[number];
export type BankDetails = Partial<Record<BankDetailField, string>>;

export interface BankDetailFieldRule {
  field: BankDetailField;
  label: string;
  /** Shown under the field: what the number looks like. */
  hint: string;
  /** Digits only (a numeric keypad on phones). */
  numeric: boolean;
}

export type BankDetailSchemeName = 'US' | 'GB' | 'IBAN' | 'CA' | 'AU' | 'IN' | 'SWIFT';

export interface BankDetailScheme {
  name: BankDetailSchemeName;
  fields: readonly BankDetailFieldRule[];
}

/** A refusal of one field, named as the contract names it. */
export interface BankDetailError {
  field: BankDetailField;
  message: string;
}

/** Countries whose banks are paid to an IBAN (SEPA and the other IBAN countries Stripe pays out to). */
const IBAN_COUNTRIES: ReadonlySet<string> = new Set(['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'NO', 'PT', 'SE']);

const field = (name: BankDetailField, label: string, hint: string, numeric = true): BankDetailFieldRule => ({ field: name, label, hint, numeric });

const SCHEMES: Readonly<Record<BankDetailSchemeName, BankDetailScheme>> = {
  US: { name: 'US', fields: [field('routingNumber', 'Routing number', '9 digits (ABA)'), field('accountNumber', 'Account number', '4 to 17 digits')] },
  GB: { name: 'GB', fields: [field('sortCode', 'Sort code', '6 digits, like 12-34-56'), field('accountNumber', 'Account number', '8 digits')] },
  IBAN: { name: 'IBAN', fields: [field('iban', 'IBAN', 'Starts with the country code, like DE89 3704 0044 0532 0130 00', false)] },
  CA: {
    name: 'CA',
    fields: [
      field('transitNumber', 'Transit number', '5 digits: the branch'),
      field('institutionNumber', 'Institution number', '3 digits: the bank'),
      field('accountNumber', 'Account number', '7 to 12 digits'),
    ],
  },
  AU: { name: 'AU', fields: [field('bsb', 'BSB', '6 digits, like 123-456'), field('accountNumber', 'Account number', '5 to 9 digits')] },
  IN: { name: 'IN', fields: [field('ifsc', 'IFSC', '11 characters, like HDFC0001234', false), field('accountNumber', 'Account number', '9 to 18 digits')] },
  SWIFT: {
    name: 'SWIFT',
    fields: [
      field('accountNumber', 'IBAN or account number', 'As your bank writes it, letters and digits', false),
      field('swiftCode', 'SWIFT/BIC code', "8 or 11 characters: your bank's international code", false),
    ],
  },
};

const DIRECT_SCHEMES: Readonly<Record<string, BankDetailSchemeName>> = { US: 'US', GB: 'GB', CA: 'CA', AU: 'AU', IN: 'IN' };

/** The bank details a country's banks need (two-letter code, any case). */
export function bankDetailSchemeOf(country: string): BankDetailScheme {
  const code = country.trim().toUpperCase();
  const direct = DIRECT_SCHEMES[code];
  if (direct) return SCHEMES[direct];
  return IBAN_COUNTRIES.has(code) ? SCHEMES.IBAN : SCHEMES.SWIFT;
}

/** Spaces and dashes people type for readability (12-34-56, DE89 3704…) go; letters are compared upper-case. */
export function compactBankNumber(value: string | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 13616: the IBAN's check digits make the whole number, read with A=10…Z=35, leave 1 when divided by 97. */
export function isValidIban(value: string): boolean {
  const iban = compactBankNumber(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

type Check = (value: string, country: string) => string | null;

const digits =
  (min: number, max: number, message: string): Check =>
  (value) =>
    new RegExp(`^\\d{${min},${max}}$`).test(value) ? null : message;

const CHECKS: Readonly<Record<BankDetailSchemeName, Partial<Record<BankDetailField, Check>>>> = {
  US: { routingNumber: digits(9, 9, 'Nine digits'), accountNumber: digits(4, 17, '4 to 17 digits') },
  GB: { sortCode: digits(6, 6, 'Six digits, like 12-34-56'), accountNumber: digits(8, 8, 'Eight digits') },
  IBAN: {
    iban: (value, country) => {
      if (!value.startsWith(country)) return `An IBAN of a bank in this country starts with ${country}`;
      return isValidIban(value) ? null : 'This is not a valid IBAN: check it for a typing mistake';
    },
  },
  CA: { transitNumber: digits(5, 5, 'Five digits'), institutionNumber: digits(3, 3, 'Three digits'), accountNumber: digits(7, 12, '7 to 12 digits') },
  AU: { bsb: digits(6, 6, 'Six digits, like 123-456'), accountNumber: digits(5, 9, '5 to 9 digits') },
  IN: {
    ifsc: (value) => (/^[A-Z]{4}0[A-Z0-9]{6}$/.test(value) ? null : 'Four letters, a zero and six letters or digits, like HDFC0001234'),
    accountNumber: digits(9, 18, '9 to 18 digits'),
  },
  SWIFT: {
    accountNumber: (value) => {
      if (/^[A-Z]{2}\d{2}/.test(value) && value.length >= 15) return isValidIban(value) ? null : 'This is not a valid IBAN: check it for a typing mistake';
      return /^[A-Z0-9]{4,34}$/.test(value) ? null : '4 to 34 letters and digits';
    },
    swiftCode: (value, country) => {
      if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value)) return '8 or 11 letters and digits, like DEUTDEFF';
      return value.slice(4, 6) === country ? null : `The letters 5 and 6 of a SWIFT code name the bank's country: ${country} here`;
    },
  },
};

/** Each field of the country's scheme that is missing or malformed, with what it should be; [] when all are fine. Other fields are ignored. */
export function validateBankDetails(country: string, details: BankDetails): BankDetailError[] {
  const code = country.trim().toUpperCase();
  const scheme = bankDetailSchemeOf(code);
  const errors: BankDetailError[] = [];
  for (const rule of scheme.fields) {
    const value = compactBankNumber(details[rule.field]);
    const message = value === '' ? `Enter the ${rule.label}` : (CHECKS[scheme.name][rule.field]?.(value, code) ?? null);
    if (message) errors.push({ field: rule.field, message });
  }
  return errors;
}

/** The numbers as the payment provider takes them: the bank's code (none with an IBAN) and the account number or IBAN. */
export function providerBankNumbers(country: string, details: BankDetails): { routingNumber: string | null; accountNumber: string } {
  const scheme = bankDetailSchemeOf(country);
  const value = (name: BankDetailField) => compactBankNumber(details[name]);
  switch (scheme.name) {
    case 'US':
      return { routingNumber: value('routingNumber'), accountNumber: value('accountNumber') };
    case 'GB':
      return { routingNumber: value('sortCode'), accountNumber: value('accountNumber') };
    case 'IBAN':
      return { routingNumber: null, accountNumber: value('iban') };
    case 'CA':
      return { routingNumber: `${value('transitNumber')}-${value('institutionNumber')}`, accountNumber: value('accountNumber') };
    case 'AU':
      return { routingNumber: value('bsb'), accountNumber: value('accountNumber') };
    case 'IN':
      return { routingNumber: value('ifsc'), accountNumber: value('accountNumber') };
    case 'SWIFT':
      return { routingNumber: value('swiftCode'), accountNumber: value('accountNumber') };
  }
}

/** Only the fields the country's scheme asks for (a form keeps the others' values when the country changes). */
export function pickBankDetails(country: string, details: BankDetails): BankDetails {
  return Object.fromEntries(bankDetailSchemeOf(country).fields.map((rule) => [rule.field, details[rule.field] ?? ''])) as BankDetails;
}
