import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';

describeOnEachDatabase('error codes', (harness) => {
  it('answers every kind of refusal with a code to branch on', async () => {
    const h = harness();
    const answers = {
      notFound: await h.app.inject({ method: 'GET', url: '/api/socials/00000000-0000-4000-8000-000000000000' }),
      validation: await h.app.inject({ method: 'GET', url: '/api/users/not-a-uuid' }),
      signIn: await h.app.inject({ method: 'GET', url: '/api/users/me' }),
      unknownRoute: await h.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      malformedJson: await h.app.inject({
        method: 'POST',
        url: '/api/auth/passwordless/start',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([kind, res]) => [kind, { status: res.statusCode, code: res.json().code }]));
    expect(seen).toEqual({
      notFound: { status: 404, code: 'NOT_FOUND' },
      validation: { status: 400, code: 'VALIDATION_FAILED' },
      signIn: { status: 401, code: 'UNAUTHENTICATED' },
      unknownRoute: { status: 404, code: 'NOT_FOUND' },
      malformedJson: { status: 400, code: 'BAD_REQUEST' },
    });
    expect(answers.validation.json().fieldErrors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });

  it('answers a rule of an area with that area’s own code', async () => {
    const h = harness();
    const user = await h.signIn('codes-user@example.com');
    const res = await h.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { email: 'someone-else@example.com' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'DELETE_NOT_CONFIRMED', fieldErrors: [{ field: 'body.email' }] });
  });

  it('lists in the OpenAPI document the codes each error status of a route can carry', async () => {
    const h = harness();
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const rsvp = doc.paths['/api/socials/{id}/rsvps'].post.responses;
    expect(rsvp['409'].description).toMatch(/^code: /);
    const conflictCodes = rsvp['409'].description.replace(/^code: /, '').split(', ');
    expect(conflictCodes).toEqual(expect.arrayContaining(['EVENT_FULL', 'TIER_SOLD_OUT', 'ALREADY_GOING']));
    expect(rsvp['400'].description).toContain('PAID_TICKET_NEEDS_CHECKOUT');
    expect(rsvp['400'].description).toContain('VALIDATION_FAILED');
    expect(rsvp['401'].description).toBe('code: UNAUTHENTICATED');
    // another module's codes are not this route's
    expect(rsvp['409'].description).not.toContain('PASS_SOLD_OUT');
  });
});
