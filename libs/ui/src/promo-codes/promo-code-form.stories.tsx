import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '../toast/toaster';
import { PromoCodeForm } from './promo-code-form';
import { SAMPLE_PROMO_CODES, SAMPLE_TIERS, SAMPLE_TIMEZONE } from './promo-code-samples';

const meta = {
  title: 'Payments/PromoCodeForm',
  component: PromoCodeForm,
  args: { tiers: SAMPLE_TIERS, timezone: SAMPLE_TIMEZONE, submitLabel: 'Create code', onSubmit: async () => undefined, onCancel: () => undefined },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
        <Toaster />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCode: Story = {};
export const EditingAnAmount: Story = { args: { promoCode: SAMPLE_PROMO_CODES[1], submitLabel: 'Save changes' } };
/** The API answers 409: the code is shown as taken. */
export const CodeTaken: Story = {
  args: {
    onSubmit: async () => {
      throw { status: 409, data: { statusCode: 409, error: 'Conflict', message: 'A promo code with this text already exists' } };
    },
  },
};
