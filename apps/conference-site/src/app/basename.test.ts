import { describe, expect, it } from 'vitest';
import { routerBasename } from './basename';

describe('routerBasename', () => {
  it('is /conference when served under it', () => {
    expect(routerBasename('/conference')).toBe('/conference');
    expect(routerBasename('/conference/')).toBe('/conference');
    expect(routerBasename('/conference/speakers')).toBe('/conference');
  });

  it('is the root on the conference host', () => {
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('/speakers')).toBe('/');
    expect(routerBasename('/conferences')).toBe('/');
  });
});
