import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { verifiedEmails } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer } from '../../test/kit';

let n = 0;
const freshEmail = () => `member.${Date.now()}.${++n}@example.com`;

describeOnOneDatabase('users routes', (harness) => {
  it('answers 401 without a token', async () => {
    const h = harness();
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await h.app.inject({ method, url: '/api/users/me', payload: method === 'PATCH' ? {} : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('returns and updates the signed-in user', async () => {
    const h = harness();
    const email = freshEmail();
    const { token, userId } = await h.signIn(email);

    const me = await h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: userId, email, firstName: null, lastName: null, isAdmin: false, isValid: true });

    const patch = await h.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(token),
      payload: {
        firstName: '  Grace ',
        lastName: 'Hopper',
        currentCity: 'New York',
        curPosition: { title: 'Rear Admiral', organization: { name: 'US Navy' } },
        isSubscribedToUpdate: true,
      },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      id: userId,
      firstName: 'Grace',
      lastName: 'Hopper',
      currentCity: 'New York',
      curPosition: { title: 'Rear Admiral', organization: { name: 'US Navy', isVerified: false } },
      isSubscribedToUpdate: true,
    });

    const cleared = await h.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload: { curPosition: null } });
    expect(cleared.json().curPosition).toBeNull();
  });

  it("marks an organization or school verified only from the user's verified e-mails, whatever the client says", async () => {
    const h = harness();
    const { token, userId } = await h.signIn(freshEmail());
    const patch = (payload: object) => h.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload });

    const claimed = await patch({
      curPosition: { title: 'CEO', organization: { id: 'google.com', name: 'Google', isVerified: true } },
      curAcademic: { degree: 'MBA', classOfGraduation: 2012, school: { name: 'Wharton', isVerified: true } },
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().curPosition.organization).toEqual({ id: 'google.com', name: 'Google', isVerified: false });
    expect(claimed.json().curAcademic.school).toEqual({ name: 'Wharton', isVerified: false });

    const domain = `acme-${randomUUID().slice(0, 8)}`;
    await h.db.insert(verifiedEmails).values([
      { id: randomUUID(), userId, email: `me@${domain}.com`, emailCategory: 'COMPANY', organizationId: `${domain}.com`, organizationName: 'Acme Works' },
      { id: randomUUID(), userId, email: `me@${domain}.edu`, emailCategory: 'SCHOOL', organizationId: `${domain}.edu`, organizationName: 'Acme Tech' },
    ]);
    const proven = await patch({
      curPosition: { title: 'CTO', organization: { name: 'acme works' } },
      curAcademic: { degree: 'BSc', classOfGraduation: 2010, school: { name: 'Acme Tech', isVerified: false } },
    });
    expect(proven.json().curPosition.organization).toEqual({ id: `${domain}.com`, name: 'acme works', isVerified: true });
    expect(proven.json().curAcademic.school).toEqual({ name: 'Acme Tech', isVerified: true });

    // A verified e-mail proves its own organization, not another one named by the client.
    const other = await patch({ curPosition: { title: 'CTO', organization: { id: `${domain}.com`, name: 'Google', isVerified: true } } });
    expect(other.json().curPosition.organization.isVerified).toBe(false);
    const publicView = await h.app.inject({ method: 'GET', url: `/api/users/${userId}` });
    expect(publicView.json().curPosition.organization.isVerified).toBe(false);
  });

  it('names the field at fault in validation errors', async () => {
    const h = harness();
    const { token } = await h.signIn(freshEmail());
    const res = await h.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload: { firstName: '', photoPath: 'not a url' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const fields = body.fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.firstName', 'body.photoPath']));
  });

  it('rejects unknown fields', async () => {
    const h = harness();
    const { token } = await h.signIn(freshEmail());
    const res = await h.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload: { isAdmin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ field: 'body.isAdmin', message: 'Unknown field' }]);
  });

  it('finds users by id and by slug, without private fields', async () => {
    const h = harness();
    const { token, userId } = await h.signIn(freshEmail(), { firstName: 'Alan', lastName: 'Turing' });
    const slug = (await h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json().slug;

    const byId = await h.app.inject({ method: 'GET', url: `/api/users/${userId}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: userId, slug, firstName: 'Alan', lastName: 'Turing' });
    expect(byId.json().email).toBeUndefined();
    expect(byId.json().isAdmin).toBeUndefined();

    const bySlug = await h.app.inject({ method: 'GET', url: `/api/users/slug/${slug}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().id).toBe(userId);
  });

  it('answers 404 for missing users and 400 for a malformed id', async () => {
    const h = harness();
    const missing = await h.app.inject({ method: 'GET', url: `/api/users/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await h.app.inject({ method: 'GET', url: '/api/users/slug/nobody-here' })).statusCode).toBe(404);

    const malformed = await h.app.inject({ method: 'GET', url: '/api/users/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors[0].field).toBe('params.id');
  });

  it('signs in admins through the harness', async () => {
    const h = harness();
    const { token } = await h.signIn(freshEmail(), { admin: true });
    const me = await h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().isAdmin).toBe(true);
  });

  it('keeps a phone number split as the spec has it, and refuses one that is not', async () => {
    const h = harness();
    const { token } = await h.signIn(freshEmail());
    const set = await h.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { phone: { countryCode: '+44', phoneNumber: '020 7946 0958' } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ phone: { countryCode: '+44', phoneNumber: '020 7946 0958' } });

    const bad = await h.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { phone: { countryCode: '44', phoneNumber: 'call me' } },
    });
    expect(bad.statusCode).toBe(400);
    expect([...new Set(bad.json().fieldErrors.map((e: { field: string }) => e.field))].sort()).toEqual(['body.phone.countryCode', 'body.phone.phoneNumber']);

    const cleared = await h.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload: { phone: null } });
    expect(cleared.json()).toMatchObject({ phone: null });
  });

  it("lets only staff read and set a host's features, which the host then sees on their account", async () => {
    const h = harness();
    const host = await h.signIn(freshEmail());
    const staff = await h.signIn(freshEmail(), { admin: true });
    const set = (token: string, hostFeatures: unknown, id = host.userId) =>
      h.app.inject({ method: 'PATCH', url: `/api/users/${id}/permissions/social`, headers: bearer(token), payload: { hostFeatures } });

    expect((await set(host.token, ['ADVANCE_BLAST'])).statusCode).toBe(403);
    const granted = await set(staff.token, ['ADVANCE_BLAST', 'TABLE_GROUPING', 'ADVANCE_BLAST']);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ userId: host.userId, hostFeatures: ['ADVANCE_BLAST', 'TABLE_GROUPING'] });
    const me = await h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(host.token) });
    expect(me.json()).toMatchObject({ hostFeatures: ['ADVANCE_BLAST', 'TABLE_GROUPING'] });
    const read = (token: string, id = host.userId) => h.app.inject({ method: 'GET', url: `/api/users/${id}/permissions/social`, headers: bearer(token) });
    expect((await read(host.token)).statusCode).toBe(403);
    expect((await read(staff.token)).json()).toEqual({ userId: host.userId, hostFeatures: ['ADVANCE_BLAST', 'TABLE_GROUPING'] });
    expect((await read(staff.token, randomUUID())).statusCode).toBe(404);

    const unknown = await set(staff.token, ['FLY']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toMatch(/^body\.hostFeatures/);
    expect((await set(staff.token, [], randomUUID())).statusCode).toBe(404);
  });
});
