import { describe, expect, it } from 'vitest';
import { makeConference } from '../test/fixtures';
import { chooseSiteMode, siteLookup } from './site-mode';

const PLATFORM = 'localhost:8080';
const onlyId = { host: null, type: null, id: 'data-days' };
const withHost = { host: 'summit.example.com', type: 'SUMMIT', id: 'ai-summit-2026' };

describe('chooseSiteMode', () => {
  it('shows the conference CONFERENCE_ID names at /conference/ on the platform, with no conference host configured', () => {
    expect(chooseSiteMode(PLATFORM, onlyId)).toEqual({ kind: 'conference', config: { host: null, type: null, id: 'data-days' }, conference: null });
    const dataDays = makeConference({ domain: null });
    expect(chooseSiteMode(PLATFORM, onlyId, dataDays)).toEqual({
      kind: 'conference',
      config: { host: null, type: null, id: dataDays.id },
      conference: dataDays,
    });
  });

  it('shows the configured conference away from the configured conference host too', () => {
    expect(chooseSiteMode(PLATFORM, withHost)).toMatchObject({ kind: 'conference', config: { host: null, type: 'SUMMIT', id: 'ai-summit-2026' } });
  });

  it("still shows a conference's own domain its own conference, whatever is configured", () => {
    const own = makeConference({ domain: 'datadays.example.org' });
    expect(chooseSiteMode('www.datadays.example.org', onlyId, own)).toEqual({
      kind: 'conference',
      config: { host: 'datadays.example.org', type: null, id: own.id },
      conference: own,
    });
  });

  it('shows the conference a link names, or the one found for the platform (the only published one)', () => {
    expect(chooseSiteMode(PLATFORM, null, null, 'ops-week')).toMatchObject({ kind: 'conference', config: { id: 'ops-week' }, conference: null });
    const only = makeConference({ domain: 'datadays.example.org' });
    expect(chooseSiteMode(PLATFORM, null, only)).toMatchObject({ kind: 'conference', conference: only });
  });

  it('keeps the default layout on the platform when nothing is configured, named or found', () => {
    expect(chooseSiteMode(PLATFORM, null)).toEqual({ kind: 'default' });
    expect(chooseSiteMode(PLATFORM, { host: 'summit.example.com', type: null, id: null })).toEqual({ kind: 'default' });
  });
});

describe('siteLookup', () => {
  it('looks up the configured conference on the configured host, whatever a link names', () => {
    expect(siteLookup('summit.example.com', withHost, 'ops-week')).toEqual({ kind: 'ref', ref: 'ai-summit-2026' });
    expect(siteLookup('summit.example.com', { ...withHost, id: null })).toEqual({ kind: 'none' });
  });

  it('on the platform, looks up the one a link names, else the configured one, else the only published one', () => {
    expect(siteLookup(PLATFORM, withHost, 'ops-week')).toEqual({ kind: 'ref', ref: 'ops-week' });
    expect(siteLookup(PLATFORM, withHost)).toEqual({ kind: 'ref', ref: 'ai-summit-2026' });
    expect(siteLookup(PLATFORM, null)).toEqual({ kind: 'only-published' });
  });
});
