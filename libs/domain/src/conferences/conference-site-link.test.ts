import { describe, expect, it } from 'vitest';
import { conferenceRefOfSiteLink, conferenceSiteLink, conferenceSiteUrl } from './conference-site-link';

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

describe('conferenceSiteLink', () => {
  const dataDays = { id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10', slug: 'data-days', domain: null, published: true };
  const platform = { platformUrl: 'https://socials.example.com', configured: { host: 'summit.example.com', ref: 'data-days' } };

  it('links a page of a conference on its own domain, with the query as given', () => {
    const own = { ...dataDays, domain: 'datadays.example.org' };
    expect(conferenceSiteLink(own, 'my-tickets', { payment: 'success', order: 'o1' }, platform)).toBe(
      'https://datadays.example.org/my-tickets?payment=success&order=o1',
    );
    expect(conferenceSiteLink(own, '/claim', {}, { ...platform, protocol: 'http:', port: '8080' })).toBe('http://datadays.example.org:8080/claim');
  });

  it('links the conference CONFERENCE_ID names (id or slug) on CONFERENCE_HOST', () => {
    expect(conferenceSiteLink(dataDays, 'my-tickets', {}, platform)).toBe('https://summit.example.com/my-tickets');
    expect(
      conferenceSiteLink(
        dataDays,
        'tickets',
        { payment: 'cancelled' },
        { ...platform, configured: { host: 'http://Summit.example.com:3000/', ref: dataDays.id } },
      ),
    ).toBe('https://Summit.example.com:3000/tickets?payment=cancelled');
  });

  it('links any other at /conference/ on the platform, naming it first', () => {
    const other = { ...dataDays, id: '7b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a11', slug: 'ops-week' };
    expect(conferenceSiteLink(other, 'my-tickets', { payment: 'success', order: 'o1' }, platform)).toBe(
      'https://socials.example.com/conference/my-tickets?conference=ops-week&payment=success&order=o1',
    );
    expect(conferenceSiteLink({ ...other, domain: 'opsweek.example.org', published: false }, '', {}, platform)).toBe(
      'https://socials.example.com/conference/?conference=ops-week',
    );
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
