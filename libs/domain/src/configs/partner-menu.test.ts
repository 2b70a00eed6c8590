import { describe, expect, it } from 'vitest';
import { isWebsiteUrl, PARTNER_MENU_DEFAULTS, partnerMenuFor, type PartnerMenus } from './partner-menu';

describe('partnerMenuFor', () => {
  it('gives penn2012 and ycp their website then Contact, and yp2022 only Contact', () => {
    expect(partnerMenuFor('penn2012', PARTNER_MENU_DEFAULTS)).toEqual([
      { kind: 'website', label: 'Penn 2012', url: 'https://penn2012.example.org/' },
      { kind: 'contact', label: 'Contact' },
    ]);
    expect(partnerMenuFor('ycp', PARTNER_MENU_DEFAULTS)?.map((entry) => entry.kind)).toEqual(['website', 'contact']);
    expect(partnerMenuFor('yp2022', PARTNER_MENU_DEFAULTS)).toEqual([{ kind: 'contact', label: 'Contact' }]);
  });

  it('answers null (the main menu) without a key or for a key that is not a partner', () => {
    for (const key of [null, undefined, '', 'PENN2012', 'toString', 'other']) expect(partnerMenuFor(key, PARTNER_MENU_DEFAULTS), String(key)).toBeNull();
  });

  it('follows what staff set: a changed website, and a partner whose address was cleared shows only Contact', () => {
    const config: PartnerMenus = {
      ...PARTNER_MENU_DEFAULTS,
      ycp: { websiteLabel: 'YCP home', websiteUrl: 'https://ycp.test/home' },
      penn2012: { websiteLabel: 'Penn 2012', websiteUrl: '' },
      yp2022: { websiteLabel: 'YP 2022', websiteUrl: 'http://yp2022.test/' },
    };
    expect(partnerMenuFor('ycp', config)?.[0]).toEqual({ kind: 'website', label: 'YCP home', url: 'https://ycp.test/home' });
    expect(partnerMenuFor('penn2012', config)).toEqual([{ kind: 'contact', label: 'Contact' }]);
    expect(partnerMenuFor('yp2022', config)?.[0]).toEqual({ kind: 'website', label: 'YP 2022', url: 'http://yp2022.test/' });
  });
});

describe('isWebsiteUrl', () => {
  it('takes http and https addresses only', () => {
    expect(['https://a.test/', 'http://a.test/path?x=1'].every(isWebsiteUrl)).toBe(true);
    expect(['javascript:alert(1)', 'data:text/html,x', 'ftp://a.test/', '//a.test', 'a.test', ''].some(isWebsiteUrl)).toBe(false);
  });
});
