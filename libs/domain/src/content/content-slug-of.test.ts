import { describe, expect, it } from 'vitest';
import { contentPublicPath, contentSlugOf } from './content-slug-of';

describe('contentSlugOf', () => {
  it('keeps lowercase letters and digits, joined by single hyphens', () => {
    expect(contentSlugOf('How to host a dinner?')).toBe('how-to-host-a-dinner');
    expect(contentSlugOf('  Café — Señor 2026!! ')).toBe('cafe-senor-2026');
    expect(contentSlugOf('***')).toBe('');
    expect(contentSlugOf('a'.repeat(130)).length).toBe(120);
  });
});

describe('contentPublicPath', () => {
  it('links blogs and jobs to their own page, other kinds to their list', () => {
    expect(contentPublicPath('BLOG', 'hello')).toBe('/blogs/hello');
    expect(contentPublicPath('JOB', 'cto')).toBe('/jobs/cto');
    expect(contentPublicPath('FAQ', 'x')).toBe('/posts');
    expect(contentPublicPath('TERMS', 'terms')).toBe('/eula');
  });
});
