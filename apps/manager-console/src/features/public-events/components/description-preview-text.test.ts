import { describe, expect, it } from 'vitest';
import { descriptionPreviewText } from './description-preview-text';

describe('descriptionPreviewText', () => {
  it('keeps a short description whole', () => {
    expect(descriptionPreviewText('One line.\n\nTwo lines.')).toEqual({ text: 'One line.\nTwo lines.', shortened: false });
  });

  it('keeps the first lines of a longer one', () => {
    expect(descriptionPreviewText('a\nb\nc\nd', 3)).toEqual({ text: 'a\nb\nc…', shortened: true });
  });

  it('cuts a long line at a word', () => {
    expect(descriptionPreviewText('lorem ipsum dolor sit amet', 3, 14)).toEqual({ text: 'lorem ipsum…', shortened: true });
  });

  it('has nothing to show for a blank description', () => {
    expect(descriptionPreviewText('  \n ')).toEqual({ text: '', shortened: false });
  });
});
