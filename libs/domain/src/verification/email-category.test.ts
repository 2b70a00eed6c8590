import { describe, expect, it } from 'vitest';
import { emailCategoryOf, emailCategoryProblem, emailDomainOf, organizationOfEmail } from './email-category';

describe('emailCategoryOf', () => {
  it.each(['ada@gmail.com', 'ada@outlook.com', 'ada@yahoo.com', 'ada@icloud.com', 'ada@Hotmail.com', 'ada@yahoo.co.uk', 'ada@hotmail.fr'])(
    'calls %s GENERAL (free mail)',
    (email) => expect(emailCategoryOf(email)).toBe('GENERAL'),
  );

  it.each(['ada@mit.edu', 'ada@cs.stanford.edu', 'ada@ox.ac.uk', 'ada@u-tokyo.ac.jp', 'ada@unimelb.edu.au'])('calls %s SCHOOL', (email) =>
    expect(emailCategoryOf(email)).toBe('SCHOOL'),
  );

  it.each(['ada@acme.com', 'ada@eng.acme.co.uk', 'ada@gmail-fans.org', 'ada@edu.com', 'ada@ac.me'])('calls %s COMPANY', (email) =>
    expect(emailCategoryOf(email)).toBe('COMPANY'),
  );
});

describe('emailDomainOf', () => {
  it('reads the lower-cased domain', () => {
    expect(emailDomainOf(' Ada@Mail.Example.COM ')).toBe('mail.example.com');
    expect(emailDomainOf('no-at-sign')).toBe('');
  });
});

describe('organizationOfEmail', () => {
  it('names the organization from the domain, keyed by the domain', () => {
    expect(organizationOfEmail('ada@acme.com')).toEqual({ id: 'acme.com', name: 'Acme' });
    expect(organizationOfEmail('ada@eng.acme-labs.co.uk')).toEqual({ id: 'eng.acme-labs.co.uk', name: 'Acme Labs' });
    expect(organizationOfEmail('ada@ox.ac.uk')).toEqual({ id: 'ox.ac.uk', name: 'Ox' });
  });

  it('has none for free mail addresses', () => {
    expect(organizationOfEmail('ada@gmail.com')).toBeNull();
  });
});

describe('emailCategoryProblem', () => {
  it('accepts an address of the wanted category', () => {
    expect(emailCategoryProblem('ada@acme.com', 'COMPANY')).toBeNull();
    expect(emailCategoryProblem('ada@mit.edu', 'SCHOOL')).toBeNull();
  });

  it('refuses free mail and school addresses where a work address is wanted', () => {
    expect(emailCategoryProblem('ada@gmail.com', 'COMPANY')).toMatch(/personal e-mail provider/);
    expect(emailCategoryProblem('ada@mit.edu', 'COMPANY')).toMatch(/school address/);
  });

  it('refuses non-school addresses where a school address is wanted', () => {
    expect(emailCategoryProblem('ada@acme.com', 'SCHOOL')).toMatch(/not a school address/);
  });

  it('takes any address as GENERAL', () => {
    for (const email of ['ada@gmail.com', 'ada@acme.com', 'ada@mit.edu']) expect(emailCategoryProblem(email, 'GENERAL')).toBeNull();
  });
});
