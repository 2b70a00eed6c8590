import { describe, expect, it } from 'vitest';
import { conferenceName } from './conference-name';

describe('conferenceName', () => {
  it('makes the id readable', () => {
    expect(conferenceName({ host: 'summit.example.com', type: 'SUMMIT', id: 'ai-summit_2026' })).toBe('Ai Summit 2026');
  });

  it('falls back to the host without www.', () => {
    expect(conferenceName({ host: 'www.summit.example.com', type: null, id: null })).toBe('summit.example.com');
  });
});
