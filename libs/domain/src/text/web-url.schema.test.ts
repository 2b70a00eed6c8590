import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webUrl } from './web-url.schema';

describe('webUrl', () => {
  it('trims, then takes a web address and refuses other schemes with its message', () => {
    expect(webUrl().parse('  https://a.test/x  ')).toBe('https://a.test/x');
    const refused = webUrl().safeParse(' javascript:alert(1)');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('An http:// or https:// address');
    expect(webUrl({ httpsOnly: true }).safeParse('http://a.test/').success).toBe(false);
    expect(webUrl({ ownPath: true }).safeParse('/api/files/public/x.webp').success).toBe(true);
  });

  it('refuses more than 2,000 characters', () => {
    expect(webUrl().safeParse(`https://a.test/${'x'.repeat(2000)}`).success).toBe(false);
  });

  it('is a uri in the JSON Schema, a uri-reference when a path on this site is taken', () => {
    expect(z.toJSONSchema(webUrl(), { io: 'input' })).toMatchObject({ type: 'string', format: 'uri', maxLength: 2000 });
    expect(z.toJSONSchema(webUrl({ ownPath: true }), { io: 'input' })).toMatchObject({ format: 'uri-reference' });
  });
});
