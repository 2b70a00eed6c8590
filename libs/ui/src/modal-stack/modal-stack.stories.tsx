import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { TextInput } from '../form/text-input';
import { toast } from '../toast/toast-store';
import { Toaster } from '../toast/toaster';
import { ModalStackProvider, useModalStack } from './modal-stack';

function Demo() {
  const modals = useModalStack();

  const openSecond = () =>
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <p>This second modal sits on top. The first one is hidden until this closes.</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close()}>
              Back
            </Button>
            <Button onClick={() => close(() => toast.success('Closed; this toast ran 300 ms later'))}>Close with callback</Button>
          </div>
        </div>
      ),
      { title: 'Are you sure?' },
    );

  const openFirst = () =>
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <TextInput label="Social title" placeholder="Founders Breakfast" />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => close()}>
              Cancel
            </Button>
            <Button onClick={openSecond}>Open another</Button>
          </div>
        </div>
      ),
      { title: 'Edit social' },
    );

  return (
    <div className="flex items-center gap-3">
      <Button onClick={openFirst}>Open modal</Button>
      <span className="text-sm text-fg-muted">Depth: {modals.depth}</span>
    </div>
  );
}

const meta = {
  title: 'Overlays/ModalStack',
  component: ModalStackProvider,
  args: { children: null },
  render: () => (
    <ModalStackProvider>
      <Demo />
      <Toaster />
    </ModalStackProvider>
  ),
} satisfies Meta<typeof ModalStackProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {};
