import { type PublicApprovalStatus, type Question, Questionnaire, type TicketType, type VenueData } from '@socials/domain';
import { count } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Config } from '../core/config';
import type { Db } from '../core/db';
import { createFileStorage } from '../core/storage';
import { cities, rsvps, socialHosts, socials, ticketTiers, users } from './schema';
import { seedDemoProposals } from './seed-proposals';
import { seedDemoContent } from './seed-content';
import { seedDemoPatrons } from './seed-patrons';
import { seedDemoConference } from './seed-conference';
import { type DemoCircle, demoCoverUrl, seedDemoCircles, seedDemoPhotos, seedDemoReviews } from './seed-community';

export const DEMO_CITIES = [
  { id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' },
  { id: 'san-francisco', name: 'San Francisco', country: 'US', timezone: 'America/Los_Angeles' },
  { id: 'los-angeles', name: 'Los Angeles', country: 'US', timezone: 'America/Los_Angeles' },
  { id: 'philadelphia', name: 'Philadelphia', country: 'US', timezone: 'America/New_York' },
  { id: 'hong-kong', name: 'Hong Kong', country: 'HK', timezone: 'Asia/Hong_Kong' },
  { id: 'singapore', name: 'Singapore', country: 'SG', timezone: 'Asia/Singapore' },
  { id: 'london', name: 'London', country: 'GB', timezone: 'Europe/London' },
];

export const DEMO_USERS = {
  admin: { email: 'admin@socials.local', slug: 'ada-admin', firstName: 'Ada', lastName: 'Admin', isAdmin: true },
  host: {
    email: 'host@socials.local',
    slug: 'hana-host',
    firstName: 'Hana',
    lastName: 'Host',
    isAdmin: false,
    functions: ['Founder'],
    sectors: ['Fintech'],
    hobbies: ['Chess', 'Wine'],
  },
  attendee: {
    email: 'attendee@socials.local',
    slug: 'aaron-attendee',
    firstName: 'Aaron',
    lastName: 'Attendee',
    isAdmin: false,
    functions: ['Engineering'],
    sectors: ['Fintech'],
    hobbies: ['Chess'],
  },
};

type DemoUser = keyof typeof DEMO_USERS;

interface DemoSocial {
  slug: string;
  title: string;
  description: string;
  cityId: string | null;
  timezone: string;
  /** Local start in the social's time zone, counted from today. */
  inDays: number;
  startsAt: { hour: number; minute: number };
  hours: number;
  isOnline?: boolean;
  isPublic: boolean;
  status: PublicApprovalStatus;
  /** Staff's reason for a REVISION_NEEDED or DECLINED status, as the host sees it. */
  reviewReason?: string;
  venue: string | null;
  venueData: VenueData | null;
  maxCapacity: number | null;
  tags: string[];
  coHosts?: DemoUser[];
  attendees?: DemoUser[];
  /** Ticket tiers; default one free General Admission tier. Attendees hold the first tier. */
  tiers?: DemoTier[];
  /** Its cover, a file under the public site's /demo/covers/. */
  cover: string;
  questionnaire?: Question[];
  circle?: DemoCircle;
  /** A social already over (negative inDays): its attendees were checked in at the door, and some reviewed the hosts and added photos. */
  past?: { reviews: { by: DemoUser; rating: number; comment: string }[]; photos: number };
}

interface DemoTier {
  name: string;
  type: TicketType;
  ticketPriceCents: number;
  depositCents: number;
  quantity: number | null;
}

const FREE_ADMISSION: DemoTier = { name: 'General Admission', type: 'FREE', ticketPriceCents: 0, depositCents: 0, quantity: null };

const venue = (name: string, address: string, city: string, latitude: number, longitude: number): VenueData => ({
  name,
  address,
  city,
  coordinate: { latitude, longitude },
});

const DEMO_SOCIALS: DemoSocial[] = [
  {
    slug: 'founders-and-funders-breakfast-demo01',
    title: 'Founders & Funders Breakfast',
    description:
      'An early, unhurried breakfast for founders and early-stage investors. Two short talks on raising a seed round in a cautious market, then open tables by sector. Coffee from 8:30.',
    cityId: 'new-york',
    timezone: 'America/New_York',
    inDays: 5,
    startsAt: { hour: 8, minute: 30 },
    hours: 2,
    isPublic: true,
    status: 'APPROVED_FEATURE',
    venue: 'The Smith, Midtown',
    venueData: venue('The Smith', '956 2nd Ave, New York, NY 10022', 'New York', 40.7557, -73.9681),
    maxCapacity: 60,
    tags: ['founders', 'investors', 'breakfast'],
    cover: 'breakfast',
    circle: 'founders',
    questionnaire: Questionnaire.parse([
      { id: 'building', questionType: 'SHORT_TEXT', title: 'What are you building?', isRequired: true },
      {
        id: 'table',
        questionType: 'MULTIPLE_CHOICES',
        title: 'Which table would you like to sit at?',
        availableAnswers: ['Fintech', 'Health', 'Climate', 'Anything goes'],
      },
    ]),
    attendees: ['attendee'],
  },
  {
    slug: 'ai-engineers-meetup-shipping-llm-features-demo02',
    title: 'AI Engineers Meetup: Shipping LLM Features',
    description:
      'Practitioners share what broke when their LLM features met real users: evaluation, latency budgets, cost and guardrails. Lightning talks, then pizza and demos.',
    cityId: 'san-francisco',
    timezone: 'America/Los_Angeles',
    inDays: 9,
    startsAt: { hour: 18, minute: 0 },
    hours: 3,
    isPublic: true,
    status: 'APPROVED',
    venue: 'Folsom Street Foundry',
    venueData: venue('Folsom Street Foundry', '1425 Folsom St, San Francisco, CA 94103', 'San Francisco', 37.7716, -122.4136),
    maxCapacity: 120,
    tags: ['ai', 'engineering'],
    cover: 'ai-meetup',
    circle: 'builders',
    questionnaire: Questionnaire.parse([
      { id: 'demo', questionType: 'SINGLE_CHECKBOX', title: 'I would like to give a five-minute demo' },
      { id: 'stack', questionType: 'LONG_TEXT', title: 'Which models and tools do you use today?' },
    ]),
    attendees: ['admin'],
  },
  {
    slug: 'product-design-critique-night-demo03',
    title: 'Product Design Critique Night',
    description: 'Bring a flow you are stuck on. Small groups, one facilitator each, twenty minutes per project. Designers, PMs and engineers welcome.',
    cityId: 'los-angeles',
    timezone: 'America/Los_Angeles',
    inDays: 12,
    startsAt: { hour: 19, minute: 0 },
    hours: 2,
    isPublic: true,
    status: 'APPROVED',
    venue: 'Second Home Hollywood',
    venueData: venue('Second Home Hollywood', '1370 N St Andrews Pl, Los Angeles, CA 90028', 'Los Angeles', 34.0963, -118.3097),
    maxCapacity: null,
    tags: ['design', 'product'],
    cover: 'design-critique',
    coHosts: ['admin'],
  },
  {
    slug: 'remote-work-roundtable-demo04',
    title: 'Remote Work Roundtable',
    description:
      'An online conversation between engineering leaders of fully remote teams about hiring across time zones, writing culture and keeping on-call humane.',
    cityId: null,
    timezone: 'America/New_York',
    inDays: 3,
    startsAt: { hour: 12, minute: 0 },
    hours: 1,
    isOnline: true,
    isPublic: true,
    status: 'APPROVED',
    venue: 'https://meet.example.com/remote-work-roundtable',
    venueData: null,
    maxCapacity: 300,
    tags: ['remote', 'leadership', 'online'],
    cover: 'remote-roundtable',
  },
  {
    slug: 'private-founders-dinner-demo05',
    title: 'Private Founders Dinner',
    description: 'Dinner for a handful of second-time founders. Off the record, one long table, no pitches. Two seats only: RSVP early.',
    cityId: 'new-york',
    timezone: 'America/New_York',
    inDays: 14,
    startsAt: { hour: 19, minute: 30 },
    hours: 3,
    isPublic: true,
    status: 'APPROVED',
    venue: 'Lilia, Williamsburg',
    venueData: venue('Lilia', '567 Union Ave, Brooklyn, NY 11211', 'New York', 40.7177, -73.9522),
    maxCapacity: 2,
    tags: ['founders', 'dinner'],
    cover: 'founders-dinner',
    attendees: ['attendee'],
  },
  {
    slug: 'fintech-happy-hour-demo06',
    title: 'Fintech Happy Hour',
    description: 'Drinks for people working on payments, lending and banking infrastructure in London. Awaiting review by staff.',
    cityId: 'london',
    timezone: 'Europe/London',
    inDays: 18,
    startsAt: { hour: 18, minute: 30 },
    hours: 3,
    isPublic: true,
    status: 'PENDING',
    venue: 'The Culpeper',
    venueData: venue('The Culpeper', '40 Commercial St, London E1 6LP', 'London', 51.5166, -0.0719),
    maxCapacity: 80,
    tags: ['fintech', 'drinks'],
    cover: 'fintech-happy-hour',
  },
  {
    slug: 'climate-tech-demo-day-demo07',
    title: 'Climate Tech Demo Day',
    description: 'Eight climate startups demo to operators and investors. Staff asked for the agenda and the speaker list before approving.',
    cityId: 'singapore',
    timezone: 'Asia/Singapore',
    inDays: 21,
    startsAt: { hour: 14, minute: 0 },
    hours: 4,
    isPublic: true,
    status: 'REVISION_NEEDED',
    reviewReason: 'Add the agenda and the list of speakers, then it can be listed.',
    venue: 'BLOCK71 Singapore',
    venueData: venue('BLOCK71', '71 Ayer Rajah Crescent, Singapore 139951', 'Singapore', 1.2966, 103.7873),
    maxCapacity: 150,
    tags: ['climate', 'demo-day'],
    cover: 'climate-demo-day',
  },
  {
    slug: 'token-launch-party-demo08',
    title: 'Token Launch Party',
    description: 'A launch party for a new token with an open bar. Declined: promotional events do not go on the public calendar.',
    cityId: 'hong-kong',
    timezone: 'Asia/Hong_Kong',
    inDays: 10,
    startsAt: { hour: 20, minute: 0 },
    hours: 4,
    isPublic: true,
    status: 'DECLINED',
    reviewReason: 'Promotional events do not go on the public calendar.',
    venue: 'Ce La Vi',
    venueData: venue('Ce La Vi', '25/F, California Tower, 30-32 D’Aguilar St, Central', 'Hong Kong', 22.2808, 114.1557),
    maxCapacity: 200,
    tags: ['crypto'],
    cover: 'token-launch',
  },
  {
    slug: 'founders-wine-tasting-demo10',
    title: 'Founders Wine Tasting',
    description:
      'Six natural wines from small producers, paired with cheese, and a room of founders and operators. Paid tickets, with a deposit returned to everyone who shows up.',
    cityId: 'new-york',
    timezone: 'America/New_York',
    inDays: 11,
    startsAt: { hour: 19, minute: 0 },
    hours: 3,
    isPublic: true,
    status: 'APPROVED',
    venue: 'Terroir Tribeca',
    venueData: venue('Terroir Tribeca', '24 Harrison St, New York, NY 10013', 'New York', 40.7195, -74.0103),
    maxCapacity: 40,
    tags: ['wine', 'founders'],
    cover: 'wine-tasting',
    questionnaire: Questionnaire.parse([
      {
        id: 'diet',
        questionType: 'MULTIPLE_CHOICES',
        title: 'Anything you do not eat?',
        availableAnswers: ['Nothing to note', 'Vegetarian', 'No dairy', 'No nuts'],
        isRequired: true,
      },
    ]),
    tiers: [
      { name: 'Tasting', type: 'PAID', ticketPriceCents: 4500, depositCents: 1000, quantity: 30 },
      { name: 'Tasting + magnum raffle', type: 'PAID', ticketPriceCents: 7500, depositCents: 1000, quantity: 10 },
    ],
  },
  {
    slug: 'philly-startup-coffee-demo09',
    title: 'Philly Startup Coffee',
    description: 'A small, invite-only coffee for Philadelphia founders. Not listed publicly, so it needs no review.',
    cityId: 'philadelphia',
    timezone: 'America/New_York',
    inDays: 6,
    startsAt: { hour: 9, minute: 0 },
    hours: 1,
    isPublic: false,
    status: 'PENDING',
    venue: 'Ultimo Coffee',
    venueData: venue('Ultimo Coffee', '1900 S 15th St, Philadelphia, PA 19145', 'Philadelphia', 39.9265, -75.1706),
    maxCapacity: 12,
    tags: ['coffee', 'founders'],
    cover: 'philly-coffee',
  },
  {
    slug: 'rooftop-book-swap-demo12',
    title: 'Rooftop Book Swap',
    description: 'Bring one business book you finished and a sentence on why it mattered; leave with another. Drinks on the roof as the sun goes down.',
    cityId: 'new-york',
    timezone: 'America/New_York',
    inDays: -12,
    startsAt: { hour: 18, minute: 30 },
    hours: 2,
    isPublic: true,
    status: 'APPROVED',
    venue: 'Westlight, Williamsburg',
    venueData: venue('Westlight', '111 N 12th St, Brooklyn, NY 11249', 'New York', 40.7219, -73.9578),
    maxCapacity: 30,
    tags: ['books', 'founders'],
    cover: 'book-club',
    circle: 'founders',
    attendees: ['attendee', 'admin'],
    past: {
      reviews: [
        { by: 'attendee', rating: 5, comment: 'Left with a book I would never have picked and two people to follow up with. Hana knew everyone by name.' },
        { by: 'admin', rating: 4, comment: 'Lovely crowd and a great view; it got loud once the bar filled up.' },
      ],
      photos: 3,
    },
  },
  {
    slug: 'sunset-founders-walk-demo13',
    title: 'Sunset Founders Walk',
    description: 'An easy hour along the Embarcadero with founders who would rather walk than sit in another meeting room. Ends with tacos.',
    cityId: 'san-francisco',
    timezone: 'America/Los_Angeles',
    inDays: -25,
    startsAt: { hour: 17, minute: 30 },
    hours: 2,
    isPublic: true,
    status: 'APPROVED',
    venue: 'Ferry Building',
    venueData: venue('Ferry Building', '1 Ferry Building, San Francisco, CA 94111', 'San Francisco', 37.7955, -122.3937),
    maxCapacity: 25,
    tags: ['outdoors', 'founders'],
    cover: 'sunset-walk',
    attendees: ['attendee'],
    past: { reviews: [{ by: 'attendee', rating: 5, comment: 'The best hour of my week: good talk, good tacos, no slides.' }], photos: 2 },
  },
];

/**
 * Demo data for a first run, so that each screen shows what it is for: cities, an admin, a host and
 * an attendee, socials with covers spread over the coming weeks in every approval state (some with
 * questions), two past ones with check-ins, reviews and photos, two circles with posts, an open
 * proposal with votes and a published conference (its site at /conference/). Loads only into a
 * database without users, so it never touches real data and a restart does not load it twice.
 */
export async function seedDemoData(db: Db, config: Pick<Config, 'seedDemoData' | 'publicUrl' | 'storage'>, now = DateTime.now()): Promise<void> {
  if (!config.seedDemoData) return;
  const storage = createFileStorage(config.storage);

  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return;

    await tx.insert(cities).values(DEMO_CITIES).onConflictDoNothing();
    const inserted = await tx.insert(users).values(Object.values(DEMO_USERS)).returning({ id: users.id, email: users.email });
    const userId = (who: DemoUser) => {
      const found = inserted.find((row) => row.email === DEMO_USERS[who].email);
      if (!found) throw new Error(`Demo user ${who} was not created`);
      return found.id;
    };

    await seedDemoContent(tx, userId('admin'));
    const circleIds = await seedDemoCircles(tx, userId('host'), [userId('attendee'), userId('admin')], config.publicUrl);

    for (const demo of DEMO_SOCIALS) {
      const start = now
        .setZone(demo.timezone)
        .plus({ days: demo.inDays })
        .set({ ...demo.startsAt, second: 0, millisecond: 0 });
      const attendees = demo.attendees ?? [];
      const [social] = await tx
        .insert(socials)
        .values({
          slug: demo.slug,
          title: demo.title,
          description: demo.description,
          cityId: demo.cityId,
          eventAt: start.toJSDate(),
          eventEndAt: start.plus({ hours: demo.hours }).toJSDate(),
          timezone: demo.timezone,
          isOnline: demo.isOnline ?? false,
          isPublic: demo.isPublic,
          venue: demo.venue,
          venueData: demo.venueData,
          maxCapacity: demo.maxCapacity,
          confirmedPax: attendees.length,
          tags: demo.tags,
          splashImageUrl: demoCoverUrl(config.publicUrl, demo.cover),
          questionnaire: demo.questionnaire ?? [],
          circleId: demo.circle ? circleIds[demo.circle] : null,
          ...(demo.past ? { attendanceMethods: ['HOST_QRCODE' as const], attendanceStatus: 'COMPLETED' as const } : {}),
          publicApprovalStatus: demo.status,
          ...(demo.reviewReason ? { publicApprovalReason: demo.reviewReason, publicApprovalDecidedAt: new Date() } : {}),
          ownerId: userId('host'),
        })
        .returning({ id: socials.id });
      if (!social) throw new Error(`Demo social ${demo.slug} was not created`);

      const [tier] = await tx
        .insert(ticketTiers)
        .values(
          (demo.tiers ?? [FREE_ADMISSION]).map((values, position) => ({
            ...values,
            socialId: social.id,
            sold: position === 0 ? attendees.length : 0,
            position,
          })),
        )
        .returning({ id: ticketTiers.id });
      if (!tier) throw new Error(`Ticket tier of ${demo.slug} was not created`);

      for (const coHost of demo.coHosts ?? [])
        await tx.insert(socialHosts).values({ socialId: social.id, userId: userId(coHost), status: 'ACCEPTED', acceptedAt: new Date() });
      const checkedIn = demo.past ? { attendedAt: start.plus({ minutes: 20 }).toJSDate(), attendanceMethod: 'HOST_QRCODE' as const } : {};
      const guests: { who: DemoUser; rsvpId: string }[] = [];
      for (const attendee of attendees) {
        const [rsvp] = await tx
          .insert(rsvps)
          .values({ socialId: social.id, userId: userId(attendee), ticketTierId: tier.id, status: 'APPROVED', ...checkedIn })
          .returning({ id: rsvps.id });
        if (rsvp) guests.push({ who: attendee, rsvpId: rsvp.id });
      }
      if (demo.past) {
        const reviews = demo.past.reviews.flatMap(({ by, ...review }) => {
          const guest = guests.find((row) => row.who === by);
          return guest ? [{ ...review, rsvpId: guest.rsvpId, authorId: userId(by) }] : [];
        });
        await seedDemoReviews(tx, social.id, reviews);
        await seedDemoPhotos(tx, storage, social.id, userId('host'), demo.past.photos);
      }
    }

    await seedDemoPatrons(tx, userId('attendee'), now.toJSDate());

    await seedDemoConference(tx, userId('host'), config.publicUrl, now);

    await seedDemoProposals(tx, userId('host'), [userId('attendee'), userId('admin')], now.toJSDate());
  });
}
