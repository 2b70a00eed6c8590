import { describe, expect, it } from 'vitest';
import { httpsLinkOrNull, isWebUrl } from './web-url';

/** Links that run script or open something other than a web page, as hosts could paste them. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example.com/',
  '//evil.example.com/x',
  '/\\evil.example.com/x',
  'https:evil.example.com',
  'https://exa\nmple.com/',
  'https://example.com/\u202eexe.txt',
  'https:\\\\evil.example.com',
  'not a link',
  '',
];

describe('isWebUrl', () => {
  it('takes http and https addresses in any letter case', () => {
    expect(['https://meet.example.com/abc', 'http://a.test/path?x=1#y', 'HTTPS://Meet.Example.com/', 'Http://a.test'].every((url) => isWebUrl(url))).toBe(true);
  });

  it.each(HOSTILE)('refuses %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
    expect(isWebUrl(url, { ownPath: true })).toBe(false);
  });

  it('takes only https when told to', () => {
    expect(isWebUrl('https://meet.example.com/abc', { httpsOnly: true })).toBe(true);
    expect(isWebUrl('http://meet.example.com/abc', { httpsOnly: true })).toBe(false);
  });

  it('takes a path on this site only when told to, never one that leads to another site', () => {
    const upload = '/api/files/public/avatars/3f2a9c0d1e2f3a4b-1764057600000.webp';
    expect(isWebUrl(upload)).toBe(false);
    expect(isWebUrl(upload, { ownPath: true })).toBe(true);
    expect(isWebUrl('//evil.example.com/a.png', { ownPath: true })).toBe(false);
    expect(isWebUrl('/\\evil.example.com/a.png', { ownPath: true })).toBe(false);
  });
});

describe('httpsLinkOrNull', () => {
  it('lets an https link through and nothing else, whatever an older row holds', () => {
    expect(httpsLinkOrNull('https://meet.example.com/abc')).toBe('https://meet.example.com/abc');
    for (const stored of [...HOSTILE, 'http://meet.example.com/abc', null, undefined]) expect(httpsLinkOrNull(stored)).toBeNull();
  });
});
