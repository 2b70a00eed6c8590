import { randomUUID } from 'node:crypto';
import type { Blast, BlastAudiencePreview, Circle, ErrorBody, MemberBlastedMessage } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { apiCalls, DAY, type TestUser } from '../../test/kit';

describeOnOneDatabase('circle blasts', (h) => {
  let owner: TestUser;
  let coHost: TestUser;
  let member: TestUser;
  let unsubscribed: TestUser;
  let asking: TestUser;
  let removed: TestUser;
  let outsider: TestUser;
  let circle: Circle;
  const emails = new Map<string, string>();

  const { send, ok } = apiCalls(h);

  async function person(name: string): Promise<TestUser> {
    const email = `circle-blast-${name.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
    const user = await h().signIn(email, { firstName: name });
    emails.set(user.userId, email);
    return user;
  }

  const received = async (subject: string) => (await h().db.select().from(outbox).where(eq(outbox.subject, subject))).map((mail) => mail.to).sort();
  const addressOf = (...users: TestUser[]) => users.map((user) => emails.get(user.userId)!).sort();

  beforeAll(async () => {
    owner = await person('Owner');
    coHost = await person('Cohost');
    member = await person('Member');
    unsubscribed = await person('Unsub');
    asking = await person('Asking');
    removed = await person('Removed');
    outsider = await person('Outsider');
    circle = await ok<Circle>('POST', '/circles', owner, { name: `Blasted ${randomUUID().slice(0, 6)}`, visibility: 'PUBLIC', joinPolicy: 'REQUEST' });
    for (const user of [coHost, member, unsubscribed, asking, removed]) await ok('POST', `/circles/${circle.id}/members`, user, {});
    for (const user of [coHost, member, unsubscribed, removed]) await ok('PATCH', `/circles/${circle.id}/members/${user.userId}`, owner, { status: 'ACTIVE' });
    await ok('PATCH', `/circles/${circle.id}/members/${coHost.userId}`, owner, { role: 'host' });
    await ok('DELETE', `/circles/${circle.id}/members?userId=${removed.userId}`, owner);
    await ok('PATCH', '/hosts/unsubscribe', unsubscribed, { hostId: owner.userId });
  });

  it("reaches the circle's active members only: not those who asked, left or unsubscribed", async () => {
    const audience = await ok<BlastAudiencePreview>('POST', `/circles/${circle.id}/blast/recipients`, coHost, {});
    expect(audience).toMatchObject({ count: 3, skipped: 1 });

    const subject = `Circle news ${randomUUID().slice(0, 6)}`;
    const blast = await send('POST', `/circles/${circle.id}/blast`, coHost, { subject, body: 'Hi {{firstName}}, see you soon' });
    expect(blast.statusCode, blast.body).toBe(202);
    expect(blast.json() as Blast).toMatchObject({ source: 'CIRCLE_BLAST', circleId: circle.id, socialId: null });
    expect(await received(subject)).toEqual(addressOf(owner, coHost, member));

    const history = await ok<{ data: Blast[] }>('GET', `/circles/${circle.id}/blast/blasted-messages`, owner);
    expect(history.data[0]).toMatchObject({ subject, status: 'SENT', counts: { sent: 3 } });

    const sentToMember = await ok<{ data: MemberBlastedMessage[] }>('GET', `/circles/${circle.id}/members/${member.userId}/blasted-messages`, member);
    expect(sentToMember.data[0]).toMatchObject({ subject, status: 'SENT', address: emails.get(member.userId) });
    expect((await ok<{ data: MemberBlastedMessage[] }>('GET', `/circles/${circle.id}/members/${unsubscribed.userId}/blasted-messages`, owner)).data).toEqual(
      [],
    );
  });

  it('sends a HOSTS_ONLY blast to the owner and hosts alone', async () => {
    const subject = `Hosts only ${randomUUID().slice(0, 6)}`;
    await ok('POST', `/circles/${circle.id}/blast`, owner, { subject, body: 'Test run', audience: { scope: 'HOSTS_ONLY' } });
    expect(await received(subject)).toEqual(addressOf(owner, coHost));
  });

  it('schedules a blast, lists it and calls it off', async () => {
    const subject = `Later ${randomUUID().slice(0, 6)}`;
    const blast = await ok<Blast>('POST', `/circles/${circle.id}/blast/scheduled`, owner, { subject, body: 'Later', scheduledAt: Date.now() + DAY });
    expect((await ok<{ data: Blast[] }>('GET', `/circles/${circle.id}/blast/scheduled`, coHost)).data.map((b) => b.id)).toContain(blast.id);
    expect((await ok<Blast>('DELETE', `/circles/${circle.id}/blast/scheduled/${blast.id}`, coHost)).status).toBe('CANCELED');
    expect(await received(subject)).toEqual([]);
  });

  it("refuses members and strangers, and keeps what a member was sent to them and the circle's hosts", async () => {
    for (const user of [member, outsider]) {
      const refused = await send('POST', `/circles/${circle.id}/blast`, user, { subject: 'Spam', body: 'Spam' });
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as ErrorBody).message).toBe('Only the hosts of this circle can message its members');
    }
    expect((await send('GET', `/circles/${circle.id}/members/${member.userId}/blasted-messages`, outsider)).statusCode).toBe(403);
    expect((await send('POST', `/circles/${circle.id}/blast`, owner, { subject: '', body: 'x' })).statusCode).toBe(400);
  });
});
