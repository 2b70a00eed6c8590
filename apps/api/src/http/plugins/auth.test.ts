import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { apiCalls, createSocial } from '../../test/kit';

const freshEmail = () => `bearer-${randomUUID().slice(0, 8)}@example.com`;

describeOnEachDatabase('bearer tokens of accounts that ended', (harness) => {
  const { send } = apiCalls(harness);

  it("refuses a deleted account's access token at once, on writes as on reads", async () => {
    const h = harness();
    const host = await h.signIn(freshEmail(), { firstName: 'Hal', lastName: 'Host' });
    const social = await createSocial(h, host);
    const email = freshEmail();
    const user = await h.signIn(email, { firstName: 'Del', lastName: 'Eted' });

    expect((await send('DELETE', '/users/me', user, { email })).statusCode).toBe(204);

    expect((await send('POST', '/circles', user, { name: 'After the end' })).statusCode).toBe(401);
    expect((await send('POST', `/socials/${social.id}/rsvps`, user, {})).statusCode).toBe(401);
    expect((await send('POST', `/chat/channels/social/${social.id}/messages`, user, { body: 'Still here?' })).statusCode).toBe(401);
    expect((await send('GET', '/users/me', user)).statusCode).toBe(401);
    // Signed-out reads still work: the token is refused, not the request.
    expect((await send('GET', `/socials/${social.id}`, null)).statusCode).toBe(200);
  });
});
