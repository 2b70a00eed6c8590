import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStackProvider } from '../modal-stack/modal-stack';
import { PromoCodeList } from './promo-code-list';
import { SAMPLE_PROMO_CODES, SAMPLE_TIERS, SAMPLE_TIMEZONE } from './promo-code-samples';

const meta = {
  title: 'Payments/PromoCodeList',
  component: PromoCodeList,
  args: { promoCodes: SAMPLE_PROMO_CODES, tiers: SAMPLE_TIERS, timezone: SAMPLE_TIMEZONE, onEdit: () => undefined, onDelete: () => undefined },
  decorators: [
    (Story) => (
      <ModalStackProvider>
        <Story />
      </ModalStackProvider>
    ),
  ],
} satisfies Meta<typeof PromoCodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCodes: Story = {};
