import { describe, expect, it } from 'vitest';
import { bankDetailSchemeOf, isValidIban, pickBankDetails, providerBankNumbers, validateBankDetails } from './bank-details';
import { PAYOUT_COUNTRIES } from './payout-countries';

const fieldsOf = (country: string) => bankDetailSchemeOf(country).fields.map((rule) => rule.field);

describe('bank details by country', () => {
  it("asks each country's banks for what they need", () => {
    expect(fieldsOf('US')).toEqual(['routingNumber', 'accountNumber']);
    expect(fieldsOf('gb')).toEqual(['sortCode', 'accountNumber']);
    expect(fieldsOf('DE')).toEqual(['iban']);
    expect(fieldsOf('FR')).toEqual(['iban']);
    expect(fieldsOf('CA')).toEqual(['transitNumber', 'institutionNumber', 'accountNumber']);
    expect(fieldsOf('AU')).toEqual(['bsb', 'accountNumber']);
    expect(fieldsOf('IN')).toEqual(['ifsc', 'accountNumber']);
    expect(fieldsOf('JP')).toEqual(['accountNumber', 'swiftCode']);
    expect(bankDetailSchemeOf('GB').fields[0]?.label).toBe('Sort code');
  });

  it('has a scheme with labelled fields for every payout country', () => {
    for (const country of PAYOUT_COUNTRIES) {
      const scheme = bankDetailSchemeOf(country.code);
      expect(scheme.fields.length, country.code).toBeGreaterThan(0);
      for (const rule of scheme.fields) expect(rule.label && rule.hint, `${country.code} ${rule.field}`).toBeTruthy();
    }
  });

  it('accepts well-formed details, spaces and dashes aside', () => {
    expect(validateBankDetails('US', { routingNumber: '110000000', accountNumber: '000123456789' })).toEqual([]);
    expect(validateBankDetails('GB', { sortCode: '10-88-00', accountNumber: '00012345' })).toEqual([]);
    expect(validateBankDetails('DE', { iban: 'DE89 3704 0044 0532 0130 00' })).toEqual([]);
    expect(validateBankDetails('CA', { transitNumber: '11000', institutionNumber: '000', accountNumber: '000123456789' })).toEqual([]);
    expect(validateBankDetails('AU', { bsb: '110-000', accountNumber: '000123456' })).toEqual([]);
    expect(validateBankDetails('IN', { ifsc: 'hdfc0001234', accountNumber: '000123456789' })).toEqual([]);
    expect(validateBankDetails('JP', { accountNumber: '00012345', swiftCode: 'BOTKJPJT' })).toEqual([]);
    expect(validateBankDetails('SG', { accountNumber: '000123456', swiftCode: 'DBSSSGSGXXX' })).toEqual([]);
  });

  it('names each missing or malformed field with what it should be', () => {
    expect(validateBankDetails('US', { routingNumber: '12345', accountNumber: '12ab' })).toEqual([
      { field: 'routingNumber', message: 'Nine digits' },
      { field: 'accountNumber', message: '4 to 17 digits' },
    ]);
    expect(validateBankDetails('GB', { sortCode: '1234567', accountNumber: '' })).toEqual([
      { field: 'sortCode', message: 'Six digits, like 12-34-56' },
      { field: 'accountNumber', message: 'Enter the Account number' },
    ]);
    expect(validateBankDetails('CA', { transitNumber: '1100', institutionNumber: '0000', accountNumber: '123' })).toEqual([
      { field: 'transitNumber', message: 'Five digits' },
      { field: 'institutionNumber', message: 'Three digits' },
      { field: 'accountNumber', message: '7 to 12 digits' },
    ]);
    expect(validateBankDetails('AU', { bsb: '12345', accountNumber: '000123456' })).toEqual([{ field: 'bsb', message: 'Six digits, like 123-456' }]);
    expect(validateBankDetails('IN', { ifsc: 'HDFC1001234', accountNumber: '000123456789' })).toEqual([
      { field: 'ifsc', message: 'Four letters, a zero and six letters or digits, like HDFC0001234' },
    ]);
    expect(validateBankDetails('JP', { accountNumber: '00012345', swiftCode: 'DEUTDEFF' })).toEqual([
      { field: 'swiftCode', message: "The letters 5 and 6 of a SWIFT code name the bank's country: JP here" },
    ]);
    expect(validateBankDetails('JP', { accountNumber: '0001', swiftCode: 'BOTK' })).toEqual([
      { field: 'swiftCode', message: '8 or 11 letters and digits, like DEUTDEFF' },
    ]);
  });

  it('checks an IBAN by its check digits and its country', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937')).toBe(false);
    expect(validateBankDetails('DE', { iban: 'DE89 3704 0044 0532 0130 01' })).toEqual([
      { field: 'iban', message: 'This is not a valid IBAN: check it for a typing mistake' },
    ]);
    expect(validateBankDetails('FR', { iban: 'DE89370400440532013000' })).toEqual([
      { field: 'iban', message: 'An IBAN of a bank in this country starts with FR' },
    ]);
    expect(validateBankDetails('FR', {})).toEqual([{ field: 'iban', message: 'Enter the IBAN' }]);
    // Elsewhere an IBAN may stand for the account number, checked the same way.
    expect(validateBankDetails('JP', { accountNumber: 'DE89370400440532013001', swiftCode: 'BOTKJPJT' })).toEqual([
      { field: 'accountNumber', message: 'This is not a valid IBAN: check it for a typing mistake' },
    ]);
  });

  it('hands the provider the bank code and the account number or IBAN, compacted', () => {
    expect(providerBankNumbers('US', { routingNumber: '110000000', accountNumber: '000123456789' })).toEqual({
      routingNumber: '110000000',
      accountNumber: '000123456789',
    });
    expect(providerBankNumbers('GB', { sortCode: '10-88-00', accountNumber: '00012345' })).toEqual({ routingNumber: '108800', accountNumber: '00012345' });
    expect(providerBankNumbers('DE', { iban: 'de89 3704 0044 0532 0130 00' })).toEqual({ routingNumber: null, accountNumber: 'DE89370400440532013000' });
    expect(providerBankNumbers('CA', { transitNumber: '11000', institutionNumber: '000', accountNumber: '0001234' })).toEqual({
      routingNumber: '11000-000',
      accountNumber: '0001234',
    });
    expect(providerBankNumbers('JP', { accountNumber: '00012345', swiftCode: 'botkjpjt' })).toEqual({ routingNumber: 'BOTKJPJT', accountNumber: '00012345' });
  });

  it("keeps only the fields of the country's scheme", () => {
    expect(pickBankDetails('GB', { routingNumber: '110000000', sortCode: '108800', accountNumber: '00012345' })).toEqual({
      sortCode: '108800',
      accountNumber: '00012345',
    });
    expect(pickBankDetails('DE', { routingNumber: '110000000' })).toEqual({ iban: '' });
  });
});
