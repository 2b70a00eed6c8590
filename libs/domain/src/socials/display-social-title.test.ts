import { describe, expect, it } from 'vitest';
import { displaySocialTitle } from './display-social-title';

describe('displaySocialTitle', () => {
  it('shows the title as is for a live social', () => {
    expect(displaySocialTitle({ title: 'Founders Breakfast', isDeleted: false, isCancelled: false })).toBe('Founders Breakfast');
  });

  it('prefixes the deleted marker', () => {
    expect(displaySocialTitle({ title: 'Founders Breakfast', isDeleted: true, isCancelled: false })).toBe('[Deleted] Founders Breakfast');
  });

  it('suffixes (CANCELLED)', () => {
    expect(displaySocialTitle({ title: 'Founders Breakfast', isDeleted: false, isCancelled: true })).toBe('Founders Breakfast (CANCELLED)');
  });

  it('applies both when deleted and cancelled', () => {
    expect(displaySocialTitle({ title: 'Demo Night', isDeleted: true, isCancelled: true })).toBe('[Deleted] Demo Night (CANCELLED)');
  });
});
