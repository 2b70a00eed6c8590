import type { Meta, StoryObj } from '@storybook/react-vite';
import { fillDaySeries, shapeFunnel } from '@socials/domain';
import { SocialStatisticsView } from './social-statistics-view';

const meta = {
  title: 'Data/Social statistics',
  component: SocialStatisticsView,
  args: {
    analytics: {
      social: {
        id: 'social-1',
        slug: 'founders-dinner',
        title: 'Founders Dinner',
        ownerId: 'host-1',
        eventTimestamp: Date.UTC(2026, 11, 1, 23),
        timezone: 'America/New_York',
        isCancelled: false,
      },
      funnel: shapeFunnel({ views: 240, started: 60, rsvps: 48, approved: 40, attended: 31 }),
      totals: { PAGE_VIEW: 240, UNIQUE_USER: 180, RSVP: 48, PARTIAL_RSVP: 12, ATTENDANCE: 31, TICKET_TIER: 48, SURVEY_COMPLETED: 20, CAMPAIGN_EMAIL: 96 },
      paidRevenueCents: 96_000,
      currency: 'usd',
    },
    perDay: {
      dataSet: 'RSVP',
      category: 'DAY',
      timezone: 'America/New_York',
      points: fillDaySeries(
        new Map([
          ['2026-11-18', 4],
          ['2026-11-20', 9],
          ['2026-11-21', 6],
          ['2026-11-24', 12],
        ]),
      ),
    },
    perTier: {
      dataSet: 'RSVP',
      category: 'TIER',
      timezone: 'America/New_York',
      points: [
        { key: 'early', label: 'Early bird', count: 20 },
        { key: 'regular', label: 'Regular', count: 28 },
      ],
    },
    onDownloadCsv: () => undefined,
  },
} satisfies Meta<typeof SocialStatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRsvps: Story = {};

export const Loading: Story = { args: { perDay: undefined, perTier: undefined } };
