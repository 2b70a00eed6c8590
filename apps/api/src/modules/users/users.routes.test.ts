import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { verifiedEmails } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer } from '../../test/kit';

let n = 0;
const freshEmail = () => `member.${Date.now()}.${++n}@example.com`;

describeOnEachDatabase('users routes', (harness) => {
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

  it('marks an organization or school verified only from the user\'s verified e-mails, whatever the client says', async () => {
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
});
