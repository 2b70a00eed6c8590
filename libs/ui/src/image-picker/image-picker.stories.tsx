import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ImagePicker } from './image-picker';

function Example({ initial }: { initial: string | null }) {
  const [url, setUrl] = useState<string | null>(initial);
  return (
    <ImagePicker
      label="Cover image"
      hint="JPEG, PNG, GIF or WebP, 10 MB at most."
      value={url}
      onChange={setUrl}
      onError={(error) => console.error(error)}
      upload={async (file, onProgress) => {
        for (const step of [0.25, 0.5, 0.75, 1]) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          onProgress(step);
        }
        return { url: URL.createObjectURL(file) };
      }}
    />
  );
}

const meta = { title: 'Forms/ImagePicker', component: Example, args: { initial: null } } satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { initial: 'https://picsum.photos/id/1011/1200/600' } };
