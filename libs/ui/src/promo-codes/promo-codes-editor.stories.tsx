import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { PromoCode, PromoCodeInput } from '@socials/domain';
import { ModalStackProvider } from '../modal-stack/modal-stack';
import { Toaster } from '../toast/toaster';
import { PromoCodesEditor } from './promo-codes-editor';
import { SAMPLE_PROMO_CODES, SAMPLE_TIERS, SAMPLE_TIMEZONE } from './promo-code-samples';

const social = { ticketTiers: SAMPLE_TIERS, timezone: SAMPLE_TIMEZONE };

/** Keeps the codes in memory, as the API would. */
function InMemoryEditor({ initial }: { initial: PromoCode[] }) {
  const [codes, setCodes] = useState(initial);
  const save = (id: string, input: PromoCodeInput, usedCount = 0): PromoCode => ({ ...input, id, socialId: 'social-1', usedCount });
  return (
    <PromoCodesEditor
      social={social}
      promoCodes={codes}
      onCreate={async (input) => setCodes((current) => [...current, save(`promo-${Date.now()}`, input)])}
      onUpdate={async (promo, input) => setCodes((current) => current.map((code) => (code.id === promo.id ? save(promo.id, input, promo.usedCount) : code)))}
      onDelete={async (promo) => setCodes((current) => current.filter((code) => code.id !== promo.id))}
    />
  );
}

const meta = {
  title: 'Payments/PromoCodesEditor',
  component: InMemoryEditor,
  args: { initial: SAMPLE_PROMO_CODES },
  decorators: [
    (Story) => (
      <ModalStackProvider>
        <Story />
        <Toaster />
      </ModalStackProvider>
    ),
  ],
} satisfies Meta<typeof InMemoryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCodes: Story = {};
export const Empty: Story = { args: { initial: [] } };
