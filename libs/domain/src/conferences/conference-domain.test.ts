import { describe, expect, it } from 'vitest';
import { UpdateConferenceBody } from './conference.schema';
import { conferenceDomainProblem, normalizeConferenceDomain } from './matches-conference-host';

describe("a conference's own domain", () => {
  it('is a public host name with a dot', () => {
    for (const domain of ['summit.example.com', 'ai-summit.example.co.uk', 'x1.io']) expect(conferenceDomainProblem(domain), domain).toBeNull();
  });

  it('is never an IP address, this machine or a name with a port', () => {
    const refused = [
      '127.0.0.1',
      '10.0.0.1',
      '127.1',
      '2130706433',
      '0x7f.1',
      'example.0x7f',
      '::1',
      '[::1]',
      'fe80::1',
      'localhost',
      'app.localhost',
      'summit.example.com:8080',
      'intranet',
      '',
      'a..b',
      '-x.example.com',
      'x'.repeat(250) + '.com',
    ];
    for (const domain of refused) expect(conferenceDomainProblem(domain), domain).not.toBeNull();
  });

  it('is stored as it is looked up: lower case, no www., no trailing dot', () => {
    expect(normalizeConferenceDomain(' WWW.Summit.Example.com. ')).toBe('summit.example.com');
    expect(UpdateConferenceBody.parse({ domain: 'Www.Summit.example.COM' })).toEqual({ domain: 'summit.example.com' });
    expect(UpdateConferenceBody.safeParse({ domain: 'LOCALHOST' }).success).toBe(false);
    expect(UpdateConferenceBody.safeParse({ domain: '127.0.0.1' }).error?.issues[0]?.path).toEqual(['domain']);
    expect(UpdateConferenceBody.parse({ domain: null })).toEqual({ domain: null });
  });
});
