import { describe, expect, it } from 'vitest';
import { needsOrganizationVerification } from './needs-organization-verification';

const limited = { limitsOrganizations: true };

// "Company-email verification is required when the user has no verified e-mail of category COMPANY."
describe('needsOrganizationVerification', () => {
  it('is required without a verified COMPANY e-mail', () => {
    expect(needsOrganizationVerification(limited, [])).toBe(true);
    expect(needsOrganizationVerification(limited, [{ emailCategory: 'SCHOOL' }, { emailCategory: 'GENERAL' }])).toBe(true);
  });

  it('is not required with one', () => {
    expect(needsOrganizationVerification(limited, [{ emailCategory: 'GENERAL' }, { emailCategory: 'COMPANY' }])).toBe(false);
  });

  it('is never asked when the social does not limit organizations', () => {
    expect(needsOrganizationVerification({ limitsOrganizations: false }, [])).toBe(false);
  });
});
