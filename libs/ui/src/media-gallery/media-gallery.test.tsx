import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaGallery } from './media-gallery';
import type { GalleryItem } from './media-lightbox';

afterEach(cleanup);

const item = (id: string, overrides: Partial<GalleryItem> = {}): GalleryItem => ({
  id,
  kind: 'IMAGE',
  url: `/full/${id}`,
  thumbUrl: `/thumb/${id}`,
  caption: '',
  width: 2000,
  height: 1000,
  ...overrides,
});

describe('MediaGallery', () => {
  it('opens the lightbox at the chosen item, goes round with the arrow keys, closes on Escape and gives focus back', () => {
    render(<MediaGallery label="Photos" items={[item('a', { caption: 'Arrival' }), item('b'), item('c', { kind: 'VIDEO', thumbUrl: null })]} />);
    const tiles = screen.getAllByRole('button');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('width', '120');

    tiles[1]!.focus();
    fireEvent.click(tiles[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog').querySelector('video')).toHaveAttribute('src', '/full/c');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Arrival' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog').querySelector('video')).not.toBeNull();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tiles[1]).toHaveFocus();
  });

  it('zooms a photo with + and −, and pans it with the arrow keys while zoomed', () => {
    render(<MediaGallery label="Photos" items={[item('a'), item('b')]} />);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    const dialog = screen.getByRole('dialog');
    const image = () => dialog.querySelector('img')!;
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    // jsdom lays nothing out: the photo is shown 500 px wide, a quarter of its own 2000.
    Object.defineProperty(image(), 'clientWidth', { value: 500 });
    fireEvent.keyDown(dialog, { key: '+' });
    expect(image().style.transform).toBe('translate(0px, 0px) scale(2)');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(image().style.transform).toBe('translate(-50px, 0px) scale(2)');
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(dialog, { key: '+' });
    expect(image().style.transform).toContain('scale(4)');
    fireEvent.keyDown(dialog, { key: '-' });
    fireEvent.keyDown(dialog, { key: '-' });
    expect(image().style.transform).toBe('translate(0px, 0px) scale(1)');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(image()).toHaveAttribute('src', '/full/b');
  });
});
