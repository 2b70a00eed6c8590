import { CONFIG_DEFAULTS } from '@socials/domain';
import { describe, expect, it } from 'vitest';
import { CONFIG_FIELDS, CONTENT_FIELD_SPECS, fieldOfFault, fromFormValues, toFormValues } from './form-fields';

describe('settings and page forms', () => {
  it('give back every group of settings unchanged when nothing is typed', () => {
    for (const group of Object.keys(CONFIG_FIELDS) as (keyof typeof CONFIG_FIELDS)[]) {
      const specs = CONFIG_FIELDS[group];
      expect(fromFormValues(specs, toFormValues(specs, CONFIG_DEFAULTS[group])), group).toEqual(CONFIG_DEFAULTS[group]);
    }
  });

  it('reads what staff type: dollars as cents, lines as lists, "City, Country" lines as cities', () => {
    const values = { ...toFormValues(CONFIG_FIELDS.social, CONFIG_DEFAULTS.social), cities: 'Austin, United States\n\n Paris , France ' };
    expect(fromFormValues(CONFIG_FIELDS.social, values).cities).toEqual([
      { name: 'Austin', country: 'United States' },
      { name: 'Paris', country: 'France' },
    ]);
    expect(fromFormValues(CONFIG_FIELDS.payment, { paidProposalPriceCents: '12.5', attendanceDepositCents: 'lots' })).toEqual({
      paidProposalPriceCents: 1250,
      attendanceDepositCents: 'lots',
    });
    const plan = fromFormValues(CONTENT_FIELD_SPECS.ENTERPRISE_PLAN, {
      'fields.priceCents': '',
      'fields.billingPeriod': 'YEAR',
      'fields.features': 'A\nB',
      'fields.highlighted': true,
      'fields.ctaLabel': 'Go',
    });
    expect(plan).toEqual({ fields: { priceCents: null, billingPeriod: 'YEAR', features: ['A', 'B'], highlighted: true, ctaLabel: 'Go' } });
    expect(fromFormValues(CONTENT_FIELD_SPECS.BLOG, { 'fields.author': 'Ada', 'fields.coverImageUrl': ' ', 'fields.tags': 'a, b,' })).toEqual({
      fields: { author: 'Ada', tags: ['a', 'b'] },
    });
  });

  it('puts a server fault on the field it belongs to', () => {
    expect(fieldOfFault(CONFIG_FIELDS.social, 'cities.0.country')).toBe('cities');
    expect(fieldOfFault(CONFIG_FIELDS.circle, 'firstEmailVerificationReward.company')).toBe('firstEmailVerificationReward.company');
    expect(fieldOfFault(CONTENT_FIELD_SPECS.JOB, 'fields.bountyCents')).toBe('fields.bountyCents');
    expect(fieldOfFault(CONTENT_FIELD_SPECS.JOB, 'title')).toBeUndefined();
  });
});
