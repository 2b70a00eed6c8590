import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './qr-code';

const meta = {
  title: 'Data display/QrCode',
  component: QrCode,
  args: { value: 'c0ffee00-ticket-code', label: 'Ticket QR code', size: 192 },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TicketCode: Story = {};

export const CheckInLink: Story = {
  args: { value: 'https://socials.example/socials/founders-dinner/check-in?code=4f9a2c', label: 'Event check-in QR code', size: 256 },
};

export const Small: Story = { args: { size: 96 } };
