import { expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';

function cspOf(headers: Record<string, unknown>): Map<string, string> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = cspOf(headers);
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('script-src') ?? csp.get('default-src')).toMatch(/^'(self|none)'$/);
  expect(csp.get('default-src')).toMatch(/^'(self|none)'$/);
  expect(csp.get('object-src') ?? csp.get('default-src')).toBe("'none'");
}

describeOnOneDatabase('security headers', (harness) => {
  it('are on API answers, errors included, with no HSTS over http', async () => {
    const h = harness();
    for (const url of ['/api/health', '/api/no-such-thing', '/api/users/me', '/api/socials/%E0%A4%A']) {
      const res = await h.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(cspOf(res.headers).has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('leave the docs working: every script of Swagger UI is a file of this origin', async () => {
    const h = harness();
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(content!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      expect(src).toMatch(/^\.\/static\//);
      const file = await h.app.inject({ method: 'GET', url: `/api/docs/${src!.slice(2)}` });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
  });
});

describeOnOneDatabase(
  'security headers over https',
  (harness) => {
    it('add HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
      const h = harness();
      const res = await h.app.inject({ method: 'GET', url: '/api/health' });
      expectSecurityHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
      expect(cspOf(res.headers).has('upgrade-insecure-requests')).toBe(true);
      expect(cspOf(res.headers).get('form-action')).toBe("'self' https://socials.example.com");
    });
  },
  { env: { PUBLIC_URL: 'https://socials.example.com' } },
);
