import type { RouteTable } from '@socials/ui';
import { paths } from '../shared/route-paths';

/** A page of features/content: they share one chunk, loaded by name. */
const contentPage = (name: keyof typeof import('../features/content/content-pages')) => async () => ({
  Component: (await import('../features/content/content-pages'))[name],
});

const series = (path: string, title: string) => ({ path, title, access: 'public' as const, lazy: contentPage('SeriesPage') });

/**
 * Every page of public-web: the router, the header's menus, the tab titles and the accessibility
 * suite (tools/e2e) all read this table. It imports no page: each loads when first opened.
 */
export const appRoutes = {
  home: { path: paths.home, title: 'Home', access: 'public', lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
  socials: {
    path: paths.socials,
    title: 'Socials',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/socials/socials-page')).SocialsPage }),
  },
  social: { path: paths.social, title: 'Social', access: 'public', lazy: async () => ({ Component: (await import('./social-route')).SocialRoute }) },
  socialRsvp: {
    path: paths.socialRsvp,
    title: 'RSVP',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/rsvp/rsvp-page')).RsvpPage }),
  },
  socialCheckIn: {
    path: paths.socialCheckIn,
    title: 'Check in',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/check-in/check-in-page')).CheckInPage }),
  },
  pastEvents: {
    path: paths.pastEvents,
    title: 'Past events',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/past-events/past-events-page')).PastEventsPage }),
  },
  hosts: {
    path: paths.hosts,
    title: 'Hosts',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/hosts/hosts-page')).HostsPage }),
  },
  communityEvents: {
    path: paths.communityEvents,
    title: 'Community events',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/city-events/community-events-page')).CommunityEventsPage }),
  },
  cityEvents: {
    path: paths.cityEvents,
    title: 'City events',
    access: 'public',
    // The list, and its past-events variant.
    checkedAt: ['/community-events/:city', '/community-events/:city?type=past-events'],
    lazy: async () => ({ Component: (await import('../features/city-events/city-events-page')).CityEventsPage }),
  },
  myTicket: {
    path: paths.myTicket,
    title: 'My ticket',
    access: 'user',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/my-ticket/my-ticket-page')).MyTicketPage }),
  },
  myProfile: {
    path: paths.myProfile,
    title: 'Your profile',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/user-profile/user-profile-page')).MyProfilePage }),
  },
  scanToConnect: {
    path: paths.scanToConnect,
    title: 'Scan to connect',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/user-profile/scan-page')).ScanPage }),
  },
  // The suite's :slug is a social's, so it checks the "profile not found" page.
  userProfile: {
    path: paths.userProfile,
    title: 'User profile',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/user-profile/user-profile-page')).UserProfilePage }),
  },
  transactions: {
    path: paths.transactions,
    title: 'Transactions',
    access: 'user',
    nav: { menu: 'account' },
    lazy: async () => ({ Component: (await import('../features/transactions/transactions-page')).TransactionsPage }),
  },
  chat: {
    path: paths.chat,
    title: 'Chat',
    access: 'user',
    nav: { menu: 'account' },
    lazy: async () => ({ Component: (await import('../features/chat/chat-page')).ChatPage }),
  },
  circles: {
    path: paths.circles,
    title: 'Circles',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/circles/circles-page')).CirclesPage }),
  },
  // Clubs are circles by their other name.
  clubs: {
    path: paths.clubs,
    title: 'Clubs',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/circles/circles-page')).CirclesPage }),
  },
  clubAccessRequest: {
    path: paths.clubAccessRequest,
    title: 'Request access to a club',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/clubs/club-request-pages')).ClubAccessRequestPage }),
  },
  newClubRequest: {
    path: paths.newClubRequest,
    title: 'Request a new club',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/clubs/club-request-pages')).NewClubRequestPage }),
  },
  newCircle: {
    path: paths.newCircle,
    title: 'Create a circle',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/circles/circle-form-page')).NewCirclePage }),
  },
  // The suite's :slug is a social's, so it checks the "circle not found" page.
  circle: {
    path: paths.circle,
    title: 'Circle',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/circles/circle-page')).CirclePage }),
  },
  circlePost: {
    path: paths.circlePost,
    title: 'Post',
    access: 'public',
    checkedAt: ['/circles/no-such-circle/posts/00000000-0000-4000-8000-000000000000'],
    lazy: async () => ({ Component: (await import('../features/circles/post-page')).PostPage }),
  },
  editCircle: {
    path: paths.editCircle,
    title: 'Edit circle',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/circles/circle-form-page')).EditCirclePage }),
  },
  patrons: {
    path: paths.patrons,
    title: 'Patrons',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/patrons/patrons-page')).PatronsPage }),
  },
  // The demo patron (apps/api/src/db/seed-patrons.ts).
  patron: {
    path: paths.patron,
    title: 'Patron',
    access: 'public',
    checkedAt: ['/patrons/acme-cloud'],
    lazy: async () => ({ Component: (await import('../features/patrons/patron-profile-page')).PatronProfilePage }),
  },
  // The demo attendee acts for the demo patron.
  patronPortal: {
    path: paths.patronPortal,
    title: 'Patron portal',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/patrons/patron-portal-page')).PatronPortalPage }),
  },
  proposals: {
    path: paths.proposals,
    title: 'Proposals',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/proposals/proposals-page')).ProposalsPage }),
  },
  newProposal: {
    path: paths.newProposal,
    title: 'Propose an event',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/proposals/new-proposal-page')).NewProposalPage }),
  },
  // The demo proposal of the seed (apps/api/src/db/seed-proposals.ts).
  proposal: {
    path: paths.proposal,
    title: 'Proposal',
    access: 'public',
    checkedAt: ['/proposals/rooftop-dinner-club-demo11'],
    lazy: async () => ({ Component: (await import('../features/proposals/proposal-page')).ProposalPage }),
  },
  // No demo payment has a known id: the suite checks the "receipt not found" page.
  transactionReceipt: {
    path: paths.transactionReceipt,
    title: 'Receipt',
    access: 'user',
    lazy: async () => ({ Component: (await import('../features/transactions/receipt-page')).ReceiptPage }),
  },
  // A made-up token: the suite checks the page that says the link does not work.
  unsubscribe: {
    path: paths.unsubscribe,
    title: 'Unsubscribe',
    access: 'public',
    checkedAt: ['/unsubscribe?token=not-a-token-of-this-server'],
    lazy: async () => ({ Component: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage }),
  },
  // The socials list under the spec's other name.
  events: {
    path: paths.events,
    title: 'Events',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/socials/socials-page')).SocialsPage }),
  },
  photos: {
    path: paths.photos,
    title: 'Photos',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/photos/photos-page')).PhotosPage }),
  },
  sharedMedia: {
    path: paths.sharedMedia,
    title: 'Shared photos',
    access: 'public',
    checkedAt: ['/media/shared/no-such-link-0123456789'],
    lazy: async () => ({ Component: (await import('../features/shared-media/shared-media-page')).SharedMediaPage }),
  },
  blogs: { path: paths.blogs, title: 'Blogs', access: 'public', lazy: contentPage('BlogsPage') },
  // A seeded post, and an address no post has.
  blog: {
    path: paths.blog,
    title: 'Blog post',
    access: 'public',
    checkedAt: ['/blogs/how-to-host-a-founders-breakfast', '/blogs/no-such-post'],
    lazy: contentPage('BlogPostPage'),
  },
  jobs: { path: paths.jobs, title: 'Jobs', access: 'public', lazy: contentPage('JobsPage') },
  job: { path: paths.job, title: 'Job', access: 'public', checkedAt: ['/jobs/founding-engineer-fintech-nyc'], lazy: contentPage('JobPage') },
  posts: { path: paths.posts, title: 'FAQs', access: 'public', lazy: contentPage('PostsPage') },
  // The main menu's FAQs link.
  community: { path: paths.community, title: 'FAQs', access: 'public', lazy: contentPage('PostsPage') },
  featured: { path: paths.featured, title: 'Featured speakers', access: 'public', lazy: contentPage('FeaturedSpeakersPage') },
  enterprisePlans: { path: paths.enterprisePlans, title: 'Enterprise plans', access: 'public', lazy: contentPage('EnterprisePlansPage') },
  eula: { path: paths.eula, title: 'Terms of use', access: 'public', lazy: contentPage('EulaPage') },
  eventPartnerships: { path: paths.eventPartnerships, title: 'Event partnerships', access: 'public', lazy: contentPage('EventPartnershipsPage') },
  // The Community Series of the main menu: pages staff write (content kind SERIES).
  femaleFounders: series(paths.femaleFounders, 'Female Founders'),
  foundersBreakfast: series(paths.foundersBreakfast, 'Private Founders Breakfast'),
  foundersDinner: series(paths.foundersDinner, 'Private Founders Dinner Series'),
  financiersGalas: series(paths.financiersGalas, 'FAANG++ IVY++ Financiers Galas'),
  aiMlSummit: series(paths.aiMlSummit, 'Super AI ML Summit'),
  realEstate: series(paths.realEstate, 'Real Estate Investments'),
  humanVerification: {
    path: paths.humanVerification,
    title: 'Human verification',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/human-verification/human-verification-page')).HumanVerificationPage }),
  },
  login: { path: paths.login, title: 'Sign in', access: 'public', layout: 'bare', lazy: async () => ({ Component: (await import('./auth-pages')).LoginPage }) },
  accountRetrieval: {
    path: paths.accountRetrieval,
    title: 'Account retrieval',
    access: 'public',
    lazy: async () => ({ Component: (await import('../features/accounts/account-retrieval-page')).AccountRetrievalPage }),
  },
  accountSettings: {
    path: paths.accountSettings,
    title: 'Account settings',
    access: 'user',
    nav: { menu: 'account' },
    lazy: async () => ({ Component: (await import('./account-settings-route')).AccountSettingsRoute }),
  },
  contact: {
    path: paths.contact,
    title: 'Contact',
    access: 'public',
    nav: { menu: 'main' },
    lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
  },
  notFound: {
    path: paths.notFound,
    title: 'Page not found',
    access: 'public',
    checkedAt: ['/this-page-does-not-exist'],
    lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }),
  },
} satisfies RouteTable;
