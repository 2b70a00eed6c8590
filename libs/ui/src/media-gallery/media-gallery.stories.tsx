import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaGallery } from './media-gallery';

const photo = (id: string, color: string) => {
  const svg = (w: number, h: number) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${color}"/></svg>`)}`;
  return { id, kind: 'IMAGE' as const, url: svg(1200, 800), thumbUrl: svg(240, 160), caption: `Photo ${id}`, width: 1200, height: 800 };
};

const meta = {
  title: 'Media/MediaGallery',
  component: MediaGallery,
  args: {
    label: 'Photos',
    items: [
      photo('1', '#c0392b'),
      photo('2', '#27ae60'),
      { id: 'v', kind: 'VIDEO', url: '', thumbUrl: null, caption: 'A clip', width: null, height: null },
      photo('3', '#2980b9'),
    ],
  },
} satisfies Meta<typeof MediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
