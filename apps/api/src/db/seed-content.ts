import type { ContentKind } from '@socials/domain';
import type { Tx } from '../core/db';
import { contentEntries } from './schema';

interface DemoEntry {
  kind: ContentKind;
  slug: string;
  title: string;
  summary?: string;
  body: string;
  fields: Record<string, unknown>;
  /** Days ago it was published: the order of the lists. */
  daysAgo: number;
}

/** The demo pages: a few of each kind staff write, all published. */
export const DEMO_CONTENT: readonly DemoEntry[] = [
  {
    kind: 'BLOG',
    slug: 'how-to-host-a-founders-breakfast',
    title: 'How to host a founders breakfast people remember',
    summary: 'Twelve seats, one table, no slides: what we learned from forty breakfasts in New York.',
    body: [
      'The best breakfasts we have run had **twelve people or fewer** and a host who knew every name before the coffee arrived.',
      '',
      '## Pick the room before the guests',
      'A quiet corner with one long table beats a private room with three small ones. People talk to the person across from them.',
      '',
      '## Ask one question',
      'Open with a single question everyone answers in a minute: *what are you stuck on this month?* The rest of the morning follows.',
      '',
      '- Send the guest list the night before',
      '- Start on time, end on time',
      '- Follow up with one introduction per guest',
    ].join('\n'),
    fields: { author: 'Hana Host', tags: ['hosting', 'founders'] },
    daysAgo: 3,
  },
  {
    kind: 'BLOG',
    slug: 'paid-tickets-without-no-shows',
    title: 'Paid tickets without the no-shows',
    summary: 'Deposits, waitlists and a reminder an hour before: how hosts cut empty seats in half.',
    body: [
      'Free events lose a third of their guests on the day. A small deposit, refunded at the door, changes that.',
      '',
      'Turn on **attendance** for your social, set a deposit on the ticket tier and let the waitlist fill the seats of those who cancel.',
    ].join('\n'),
    fields: { author: 'Ada Admin', tags: ['tickets'] },
    daysAgo: 10,
  },
  {
    kind: 'JOB',
    slug: 'founding-engineer-fintech-nyc',
    title: 'Founding engineer',
    summary: 'A seed-stage fintech building payouts for creators is hiring its first engineer.',
    body: 'You will build the payments core with the two founders: TypeScript, PostgreSQL and a lot of talking to customers.\n\n**Bounty:** refer the person we hire and we pay the referral bounty.',
    fields: { company: 'Ledgerline', location: 'New York', employmentType: 'FULL_TIME', remote: false, salary: '$170k–$210k + equity', applyUrl: 'https://example.com/jobs/ledgerline', bountyCents: 500_000 },
    daysAgo: 2,
  },
  {
    kind: 'JOB',
    slug: 'product-designer-ai-sf',
    title: 'Senior product designer',
    summary: 'Design the tools AI researchers use every day.',
    body: 'Own the design of our research notebook from first sketch to shipped product.',
    fields: { company: 'Parallax Labs', location: 'San Francisco', employmentType: 'FULL_TIME', remote: true, salary: '$160k–$190k', applyUrl: 'https://example.com/jobs/parallax', bountyCents: 300_000 },
    daysAgo: 6,
  },
  {
    kind: 'JOB',
    slug: 'community-lead-contract',
    title: 'Community lead (contract)',
    summary: 'Run our founder dinners in Philadelphia, three evenings a month.',
    body: 'You know the city, its founders and its best back rooms. Six-month contract, renewable.',
    fields: { company: 'Socials', location: 'Philadelphia', employmentType: 'CONTRACT', remote: false, bountyCents: 0 },
    daysAgo: 12,
  },
  {
    kind: 'FAQ',
    slug: 'what-is-a-social',
    title: 'What is a social?',
    body: 'A social is an event a host runs on the platform: a dinner, a breakfast, a panel or a summit. Some are free, some have paid tickets, and some ask the host to approve each guest.',
    fields: { category: 'Basics' },
    daysAgo: 30,
  },
  {
    kind: 'FAQ',
    slug: 'how-do-refunds-work',
    title: 'How do refunds work?',
    body: 'Each social states its cancellation terms on its page. When you cancel in time, the refund goes back to the card you paid with within 5–10 business days.',
    fields: { category: 'Tickets' },
    daysAgo: 29,
  },
  {
    kind: 'FAQ',
    slug: 'can-i-bring-a-guest',
    title: 'Can I bring a guest?',
    body: 'Every guest RSVPs with their own account, so the host knows who is coming. Share the event link with your friend.',
    fields: { category: 'Basics' },
    daysAgo: 28,
  },
  {
    kind: 'POST',
    slug: 'new-cities-this-spring',
    title: 'New cities this spring',
    body: 'Socials now run in **Singapore** and **Hong Kong**, with local hosts in each.',
    fields: { category: 'News' },
    daysAgo: 5,
  },
  {
    kind: 'POST',
    slug: 'community-guidelines',
    title: 'Our community guidelines',
    body: 'Be on time, be kind, and do not pitch at dinner unless someone asks.',
    fields: { category: 'Community' },
    daysAgo: 40,
  },
  {
    kind: 'FEATURED_SPEAKER',
    slug: 'maya-okafor',
    title: 'Maya Okafor',
    summary: 'On raising a seed round in a down market.',
    body: 'Maya founded two companies and now invests in early fintech. She spoke at our Private Founders Dinner about the first hundred customers.',
    fields: { role: 'General Partner', company: 'Northbank Ventures', talkTitle: 'The first hundred customers', eventName: 'Private Founders Dinner Series' },
    daysAgo: 8,
  },
  {
    kind: 'FEATURED_SPEAKER',
    slug: 'daniel-reyes',
    title: 'Daniel Reyes',
    body: 'Daniel leads applied research on retrieval models and spoke at the Super AI ML Summit.',
    fields: { role: 'Head of Applied Research', company: 'Parallax Labs', talkTitle: 'Retrieval that scales', eventName: 'Super AI ML Summit' },
    daysAgo: 15,
  },
  {
    kind: 'FEATURED_SPEAKER',
    slug: 'priya-natarajan',
    title: 'Priya Natarajan',
    body: 'Priya built the real estate practice of a family office and shared how she underwrites small multifamily deals.',
    fields: { role: 'Principal', company: 'Harbor Family Office', talkTitle: 'Underwriting the first deal', eventName: 'Real Estate Investments' },
    daysAgo: 22,
  },
  {
    kind: 'ENTERPRISE_PLAN',
    slug: 'starter',
    title: 'Starter',
    summary: 'For a team running its first community events.',
    body: 'Everything a single host needs, with staff help for the first event.',
    fields: { priceCents: 49_900, billingPeriod: 'MONTH', features: ['Up to 4 events a month', 'Paid tickets and deposits', 'E-mail blasts to your guests'], highlighted: false, ctaLabel: 'Start with Starter' },
    daysAgo: 60,
  },
  {
    kind: 'ENTERPRISE_PLAN',
    slug: 'growth',
    title: 'Growth',
    summary: 'For companies that host every week.',
    body: 'More events, more hosts and a CRM of everyone who came.',
    fields: { priceCents: 149_900, billingPeriod: 'MONTH', features: ['Unlimited events', 'Five co-hosts', 'CRM and saved lists', 'SMS blasts'], highlighted: true, ctaLabel: 'Talk to sales' },
    daysAgo: 59,
  },
  {
    kind: 'ENTERPRISE_PLAN',
    slug: 'summit',
    title: 'Summit',
    summary: 'Conferences with passes, speakers and an agenda.',
    body: 'A conference site on your own domain, with our team on site.',
    fields: { priceCents: null, billingPeriod: 'EVENT', features: ['Conference site on your domain', 'Passes, promo codes and invoices', 'On-site check-in team'], highlighted: false, ctaLabel: 'Talk to sales' },
    daysAgo: 58,
  },
  {
    kind: 'TERMS',
    slug: 'terms-of-use',
    title: 'Terms of use',
    body: [
      '## 1. Who we are',
      'Socials runs a platform on which hosts publish events and attendees RSVP to them.',
      '',
      '## 2. Your account',
      'You keep your sign-in to yourself and tell us at once if someone else used it.',
      '',
      '## 3. Tickets and refunds',
      "Paid tickets are sold by the host. Refunds follow the cancellation terms shown on the event's page.",
      '',
      '## 4. Conduct',
      'Treat hosts and guests with respect. We may remove anyone who does not.',
    ].join('\n'),
    fields: { version: '2.1', effectiveDate: '2026-01-15' },
    daysAgo: 90,
  },
  {
    kind: 'PARTNERSHIP',
    slug: 'community-partner',
    title: 'Community partner',
    summary: 'Your brand in front of the people who come.',
    body: 'Your logo on the event page and a word from the host at the start.',
    fields: { priceCents: 150_000, benefits: ['Logo on the event page', 'Thank-you from the host', 'Guest list after the event (with consent)'] },
    daysAgo: 20,
  },
  {
    kind: 'PARTNERSHIP',
    slug: 'dinner-sponsor',
    title: 'Dinner sponsor',
    summary: 'Host the table: a private dinner with twelve founders.',
    body: 'Two seats at the table and an introduction to each guest.',
    fields: { priceCents: 500_000, benefits: ['Two seats at the dinner', 'Introductions to every guest', 'Logo on the invitation'] },
    daysAgo: 19,
  },
  {
    kind: 'PARTNERSHIP',
    slug: 'summit-partner',
    title: 'Summit partner',
    summary: 'A stage slot and a booth at the summit.',
    body: 'Speak to the room, meet them at your booth, and reach them afterwards.',
    fields: { priceCents: null, benefits: ['A fifteen-minute stage slot', 'Booth in the main hall', 'A blast to the attendees'] },
    daysAgo: 18,
  },
  {
    kind: 'SERIES',
    slug: 'super-female-founders-and-funders-nyc',
    title: 'Super Female Founders & Funders NYC',
    summary: 'Women building and backing companies in New York, around one table.',
    body: 'Evenings for female founders and the investors who back them: a short talk, then dinner with assigned seats so everyone meets someone new.',
    fields: { tagline: 'Founders and funders, together', city: 'New York', cadence: 'Monthly' },
    daysAgo: 100,
  },
  {
    kind: 'SERIES',
    slug: 'private-founders-breakfast',
    title: 'Private Founders Breakfast',
    summary: 'Twelve founders, one table, before the day starts.',
    body: 'An invitation-only breakfast for founders past their seed round. One question, everyone answers, no slides.',
    fields: { tagline: 'Twelve seats, no slides', city: 'New York', cadence: 'Every other Thursday' },
    daysAgo: 101,
  },
  {
    kind: 'SERIES',
    slug: 'private-founders-dinner',
    title: 'Private Founders Dinner Series',
    summary: 'Dinners for founders who want candid conversation.',
    body: 'A private dinner in a quiet room with founders at the same stage. What is said at the table stays there.',
    fields: { tagline: 'Candid conversation over dinner', city: 'New York, San Francisco', cadence: 'Monthly' },
    daysAgo: 102,
  },
  {
    kind: 'SERIES',
    slug: 'faang-ivy-financiers-galas',
    title: 'FAANG++ IVY++ Financiers Galas',
    summary: 'Engineers, alumni and financiers, dressed up.',
    body: 'A gala evening for people from the largest technology companies, top universities and finance: drinks, a short program and dancing.',
    fields: { tagline: 'A night out for builders and backers', city: 'New York', cadence: 'Twice a year' },
    daysAgo: 103,
  },
  {
    kind: 'SERIES',
    slug: 'super-ai-ml-summit',
    title: 'Super AI ML Summit',
    summary: 'Researchers and builders on what works in AI now.',
    body: 'A one-day summit of talks and small-group sessions with the people building and deploying models.',
    fields: { tagline: 'What works in AI, from those who ship it', city: 'San Francisco', cadence: 'Yearly' },
    daysAgo: 104,
  },
  {
    kind: 'SERIES',
    slug: 'real-estate-investments',
    title: 'Real Estate Investments',
    summary: 'Investors sharing deals, underwriting and lessons.',
    body: 'Small-group sessions for people investing in real estate, from first rental to small multifamily.',
    fields: { tagline: 'From first rental to multifamily', city: 'New York', cadence: 'Monthly' },
    daysAgo: 105,
  },
];

const DAY_MS = 86_400_000;

/** Writes the demo pages, as staff (the demo admin) wrote them. */
export async function seedDemoContent(tx: Tx, adminId: string, now = Date.now()): Promise<void> {
  await tx
    .insert(contentEntries)
    .values(
      DEMO_CONTENT.map((entry) => ({
        kind: entry.kind,
        slug: entry.slug,
        title: entry.title,
        summary: entry.summary ?? null,
        body: entry.body,
        fields: entry.fields,
        published: true,
        publishedAt: new Date(now - entry.daysAgo * DAY_MS),
        createdById: adminId,
      })),
    )
    .onConflictDoNothing();
}
