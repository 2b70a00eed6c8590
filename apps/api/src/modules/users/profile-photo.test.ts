import type { Me } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { HOSTILE_URLS } from '../../test/hostile-urls';
import { apiCalls, fieldsOf, type TestUser } from '../../test/kit';

describeOnEachDatabase("a user's profile photo", (h) => {
  const { send, ok } = apiCalls(h);
  let user: TestUser;

  beforeAll(async () => {
    user = await h().signIn('photo-user@example.com', { firstName: 'Pia', lastName: 'Photo' });
  });

  it('is refused unless it is a web address or an upload here, naming photoPath', async () => {
    for (const link of HOSTILE_URLS) {
      const res = await send('PATCH', '/users/me', user, { photoPath: link });
      expect(res.statusCode, link).toBe(400);
      expect(fieldsOf(res), link).toEqual(['body.photoPath']);
    }
    expect((await ok<Me>('GET', '/users/me', user)).photoPath).toBeNull();
  });

  it('takes the address an upload answers with, a path here or an https address, and null', async () => {
    const uploaded = `${h().config.publicUrl}/api/files/public/avatars/3f2a9c0d1e2f3a4b-1764057600000.webp`;
    for (const photoPath of [uploaded, '/api/files/public/avatars/3f2a9c0d1e2f3a4b-1764057600000.webp', 'https://cdn.example.com/avatars/pia.webp', null]) {
      expect((await ok<Me>('PATCH', '/users/me', user, { photoPath })).photoPath).toBe(photoPath);
    }
  });
});
