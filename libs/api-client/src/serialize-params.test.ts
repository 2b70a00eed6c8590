import { describe, expect, it } from 'vitest';
import { serializeParams } from './serialize-params';

describe('serializeParams', () => {
  it('writes arrays with brackets and leaves out empty values', () => {
    const query = serializeParams({ tags: ['a', 'b'], cityId: 'new-york', limit: 20, exclusiveStartKey: undefined, status: null });
    expect(decodeURIComponent(query)).toBe('tags[]=a&tags[]=b&cityId=new-york&limit=20');
  });

  it('encodes values', () => {
    expect(serializeParams({ q: 'a&b c' })).toBe('q=a%26b+c');
  });

  it('gives an empty string for no params', () => {
    expect(serializeParams({})).toBe('');
    expect(serializeParams({ tags: [] })).toBe('');
  });
});
