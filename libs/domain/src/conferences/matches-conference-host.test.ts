import { describe, it, expect } from 'vitest';
import { matchesConferenceHost } from './matches-conference-host';

describe('matchesConferenceHost', () => {
  it('matches the same host', () => {
    expect(matchesConferenceHost('summit.example.com', 'summit.example.com')).toBe(true);
  });

  it('ignores a leading www. on either side', () => {
    expect(matchesConferenceHost('www.summit.example.com', 'summit.example.com')).toBe(true);
    expect(matchesConferenceHost('summit.example.com', 'www.summit.example.com')).toBe(true);
    expect(matchesConferenceHost('www.summit.example.com', 'www.summit.example.com')).toBe(true);
  });

  it('is case-insensitive and ignores the port', () => {
    expect(matchesConferenceHost('WWW.Summit.Example.com:8080', 'summit.example.COM')).toBe(true);
  });

  it('accepts a configured value written as a URL', () => {
    expect(matchesConferenceHost('summit.example.com', 'https://www.summit.example.com/')).toBe(true);
  });

  it('does not match other hosts', () => {
    expect(matchesConferenceHost('socials.example.com', 'summit.example.com')).toBe(false);
    expect(matchesConferenceHost('wwwsummit.example.com', 'summit.example.com')).toBe(false);
    expect(matchesConferenceHost('sub.summit.example.com', 'summit.example.com')).toBe(false);
  });

  it('does not match when nothing is configured', () => {
    expect(matchesConferenceHost('localhost:8080', undefined)).toBe(false);
    expect(matchesConferenceHost('localhost:8080', '')).toBe(false);
    expect(matchesConferenceHost('', 'summit.example.com')).toBe(false);
  });
});
