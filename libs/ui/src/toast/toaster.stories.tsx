import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { toastError } from './toast-error';
import { toast } from './toast-store';
import { Toaster } from './toaster';

function Demo() {
  const load = () => {
    const id = toast.loading('Saving your social…');
    setTimeout(() => toast.update(id, { type: 'success', message: 'Social saved' }), 1500);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => toast('Link copied')}>
        Default (4 s)
      </Button>
      <Button variant="secondary" onClick={() => toast.success('RSVP confirmed')}>
        Success (2 s)
      </Button>
      <Button variant="secondary" onClick={() => toastError({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Title is required' } })}>
        API error
      </Button>
      <Button variant="secondary" onClick={() => toastError(new TypeError())}>
        Generic error
      </Button>
      <Button variant="secondary" onClick={load}>
        Loading → success
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: () => <Demo />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
