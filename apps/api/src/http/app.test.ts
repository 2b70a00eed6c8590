import { expect, it } from 'vitest';
import { describeOnOneDatabase } from '../test/harness';

describeOnOneDatabase('app', (harness) => {
  it('reports health and the database kind', async () => {
    const h = harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: h.kind });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const h = harness();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/passwordless/start',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it('answers a malformed or over-long URL in the same error shape', async () => {
    const h = harness();
    const badUrl = await h.app.inject({ method: 'GET', url: '/api/socials/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ statusCode: 400, error: 'Bad Request', code: 'BAD_REQUEST', message: expect.any(String) });
    const longParam = await h.app.inject({ method: 'GET', url: `/api/socials/${'a'.repeat(2000)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ statusCode: 414, error: 'URI Too Long', code: 'URI_TOO_LONG', message: expect.any(String) });
  });

  it('answers an unsupported content type with 415', async () => {
    const h = harness();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/passwordless/start',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@example.com',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('answers a missing body with a field error, not a 500', async () => {
    const h = harness();
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('body');
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const h = harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Route GET /api/no-such-thing not found' });
  });

  it('keeps the caller request id', async () => {
    const h = harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('serves OpenAPI JSON listing the routes, and the docs UI', async () => {
    const h = harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Socials API');
    for (const path of [
      '/api/health',
      '/api/auth/passwordless/start',
      '/api/auth/oauth/token',
      '/api/auth/oauth/refresh',
      '/api/auth/logout',
      '/api/users/me',
      '/api/users/{id}',
      '/api/users/slug/{slug}',
      '/api/configs',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/users/me'].patch.requestBody.content['application/json'].schema.properties).toHaveProperty('firstName');

    const ui = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('lists the outbox newest first, filtered by recipient', async () => {
    const h = harness();
    await h.signIn('first@example.com');
    await h.signIn('second@example.com');
    const all = await h.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data[0].to).toBe('second@example.com');
    const filtered = await h.app.inject({ method: 'GET', url: '/api/dev/outbox?to=First@Example.com' });
    expect(filtered.json().data.map((m: { to: string }) => m.to)).toEqual(['first@example.com']);
  });

  it('shows the dev outbox to this machine only, whatever X-Forwarded-For says', async () => {
    const h = harness();
    await h.signIn('loopback-only@example.com');
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await h.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['192.0.2.10', '10.0.0.5', '::ffff:192.0.2.10', '2001:db8::1']) {
      const res = await h.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Route GET /api/dev/outbox not found' });
      expect(res.body).not.toContain('loopback-only@example.com');
    }
  });

  it("answers /api/configs: the deployment's conference and every config group", async () => {
    const h = harness();
    const res = await h.app.inject({ method: 'GET', url: '/api/configs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ conference: null, social: expect.any(Object), proposal: expect.any(Object), payment: expect.any(Object) });
  });
});

describeOnOneDatabase(
  'app in production',
  (harness) => {
    it('has no dev outbox route', async () => {
      const h = harness();
      const res = await h.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
    });

    it('reports the configured conference', async () => {
      const h = harness();
      const res = await h.app.inject({ method: 'GET', url: '/api/configs' });
      expect(res.json()).toMatchObject({ conference: { host: 'summit.example.com', type: 'summit', id: null } });
    });
  },
  {
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-production',
      CONFERENCE_HOST: 'Summit.Example.com',
      CONFERENCE_TYPE: 'summit',
    },
  },
);
