import { describe, expect, it } from 'vitest';
import { conferenceRefOfSiteLink, conferenceSiteUrl } from './conference-site-link';

describe('conferenceSiteUrl', () => {
  it('opens a published conference on its own domain', () => {
    expect(conferenceSiteUrl({ slug: 'data-days', domain: 'datadays.example.org', published: true })).toBe('https://datadays.example.org/');
    expect(conferenceSiteUrl({ slug: 'data-days', domain: 'datadays.example.org', published: true }, 'http:')).toBe('http://datadays.example.org/');
  });

  it('opens one without a domain, or not yet published, at /conference/ naming it', () => {
    expect(conferenceSiteUrl({ slug: 'data-days', domain: null, published: true })).toBe('/conference/?conference=data-days');
    expect(conferenceSiteUrl({ slug: 'data-days', domain: 'datadays.example.org', published: false })).toBe('/conference/?conference=data-days');
  });
});

describe('conferenceRefOfSiteLink', () => {
  it('reads the id or slug a site link names', () => {
    expect(conferenceRefOfSiteLink('?conference=data-days')).toBe('data-days');
    expect(conferenceRefOfSiteLink('?x=1&conference=6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10')).toBe('6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10');
  });

  it('ignores a link naming none, or something that cannot be a conference', () => {
    for (const search of ['', '?other=1', '?conference=', '?conference=..', '?conference=../configs', `?conference=${'a'.repeat(81)}`]) {
      expect(conferenceRefOfSiteLink(search), search).toBeNull();
    }
  });
});
