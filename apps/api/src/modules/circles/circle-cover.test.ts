import type { Circle } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { HOSTILE_URLS } from '../../test/hostile-urls';
import { apiCalls, fieldsOf, type TestUser } from '../../test/kit';

describeOnEachDatabase("a circle's cover image", (h) => {
  const { send, ok } = apiCalls(h);
  let owner: TestUser;

  beforeAll(async () => {
    owner = await h().signIn('cover-owner@example.com', { firstName: 'Cora', lastName: 'Owner' });
  });

  it('is refused on create and on edit unless it is a web address or an upload here, naming coverUrl', async () => {
    const circle = await ok<Circle>('POST', '/circles', owner, { name: 'Cover Club' });
    for (const link of HOSTILE_URLS) {
      const created = await send('POST', '/circles', owner, { name: 'Script Club', coverUrl: link });
      expect(created.statusCode, link).toBe(400);
      expect(fieldsOf(created), link).toEqual(['body.coverUrl']);
      const edited = await send('PATCH', `/circles/${circle.id}`, owner, { coverUrl: link });
      expect(edited.statusCode, link).toBe(400);
      expect(fieldsOf(edited), link).toEqual(['body.coverUrl']);
    }
    expect((await ok<Circle>('GET', `/circles/${circle.id}`, owner)).coverUrl).toBeNull();

    const web = 'https://cdn.example.com/covers/club.webp';
    expect((await ok<Circle>('POST', '/circles', owner, { name: 'Web Cover Club', coverUrl: web })).coverUrl).toBe(web);
    const upload = '/api/files/public/circles/3f2a9c0d1e2f3a4b-1764057600000.webp';
    expect((await ok<Circle>('PATCH', `/circles/${circle.id}`, owner, { coverUrl: upload })).coverUrl).toBe(upload);
  });
});
