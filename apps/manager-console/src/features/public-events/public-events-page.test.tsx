import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NARROW_SCREEN_QUERY } from '@socials/ui';
import { IMAGE_SIZES } from '@socials/domain';
import { freeTier, makeSocial } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { PublicEventsPage } from './public-events-page';

setupMockApi();

const pending = makeSocial({ id: '22222222-2222-4222-8222-222222222222', slug: 'pending-dinner', title: 'Pending Dinner', publicApprovalStatus: 'PENDING' });
const approved = makeSocial({
  id: '33333333-3333-4333-8333-333333333333',
  slug: 'approved-brunch',
  title: 'Approved Brunch',
  publicApprovalStatus: 'APPROVED',
});

const MARCH_5_2030_6PM_NEW_YORK = Date.UTC(2030, 2, 5, 23, 0);
const paidSupper = makeSocial({
  id: '44444444-4444-4444-8444-444444444444',
  slug: 'paid-supper',
  title: 'Paid Supper',
  publicApprovalStatus: 'PENDING',
  description: 'Six courses by a guest chef.\nBring a friend.\nDoors at six.\nThe menu changes with the season, so ask the host about allergies.',
  eventTimestamp: MARCH_5_2030_6PM_NEW_YORK,
  eventEndTimestamp: MARCH_5_2030_6PM_NEW_YORK + 3 * 60 * 60 * 1000,
  ticketTiers: [{ ...freeTier, id: 'tier-paid', type: 'PAID', ticketPrice: 2500 }],
});
const onlineTalk = makeSocial({
  id: '55555555-5555-4555-8555-555555555555',
  slug: 'online-talk',
  title: 'Online Talk',
  publicApprovalStatus: 'PENDING',
  description: '',
  isOnline: true,
  cityId: null,
  timezone: 'Asia/Singapore',
  eventTimestamp: MARCH_5_2030_6PM_NEW_YORK,
  eventEndTimestamp: MARCH_5_2030_6PM_NEW_YORK + 60 * 60 * 1000,
});

const COUNTS = { PENDING: 3, REVISION_NEEDED: 1, APPROVED: 2, APPROVED_FEATURE: 0, DECLINED: 4 };

/** Every test sees the counts of the status tabs unless it answers the summary itself. */
beforeEach(() => {
  server.use(http.get('*/api/socials/reviewing-publicity/summary', () => HttpResponse.json({ counts: COUNTS })));
});

const actionsOf = (title: string) =>
  within(screen.getByRole('group', { name: `Review ${title}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('PublicEventsPage', () => {
  it('offers the actions that change the current status', async () => {
    signIn();
    server.use(http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [pending, approved], meta: { lastEvaluatedKey: null } })));
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events?status=ALL' });

    await screen.findByRole('link', { name: 'Pending Dinner' });
    expect(actionsOf('Pending Dinner')).toEqual(['Approve', 'Approve & feature', 'Need revision', 'Decline']);
    expect(actionsOf('Approved Brunch')).toEqual(['Approve & feature', 'Need revision', 'Decline']);
    expect(screen.getByRole('link', { name: 'Pending Dinner' })).toHaveAttribute('href', '/socials/pending-dinner');
  });

  it("shows the reason given to the host beside a social's status", async () => {
    signIn();
    const sentBack = makeSocial({ ...pending, publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: 'Say where it takes place.' });
    server.use(http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [sentBack, approved], meta: { lastEvaluatedKey: null } })));
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events?status=ALL' });

    const row = (await screen.findByRole('link', { name: 'Pending Dinner' })).closest('tr')!;
    expect(within(row).getByText('Reason: Say where it takes place.')).toBeInTheDocument();
    expect(screen.getAllByText(/^Reason:/)).toHaveLength(1);
  });

  it('approves a social with a PATCH of its status', async () => {
    signIn();
    let patched: { id: string | readonly string[] | undefined; body: unknown } | null = null;
    server.use(
      http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [pending], meta: { lastEvaluatedKey: null } })),
      http.patch('*/api/socials/:id', async ({ params, request }) => {
        patched = { id: params.id, body: await request.json() };
        return HttpResponse.json({ ...pending, publicApprovalStatus: 'APPROVED', myRsvp: null });
      }),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events' });

    const group = await screen.findByRole('group', { name: 'Review Pending Dinner' });
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(patched).toEqual({ id: pending.id, body: { publicApprovalStatus: 'APPROVED' } }));
    expect(await screen.findByText('“Pending Dinner” is now Approved')).toBeInTheDocument();
  });

  it('asks the API for the chosen status and shows an empty state', async () => {
    signIn();
    let asked: string | null = null;
    server.use(
      http.get('*/api/socials/reviewing-publicity', ({ request }) => {
        asked = new URL(request.url).searchParams.get('status');
        return HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } });
      }),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events?status=DECLINED' });

    expect(await screen.findByRole('heading', { name: 'No public events with this status' })).toBeInTheDocument();
    expect(asked).toBe('DECLINED');
    expect(await screen.findByRole('link', { name: 'Declined (4)' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the pending socials, with the count of each status on its filter', async () => {
    signIn();
    let asked: string | null = null;
    server.use(
      http.get('*/api/socials/reviewing-publicity', ({ request }) => {
        asked = new URL(request.url).searchParams.get('status');
        return HttpResponse.json({ data: [pending], meta: { lastEvaluatedKey: null } });
      }),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events' });

    await screen.findByRole('link', { name: 'Pending Dinner' });
    expect(asked).toBe('PENDING');
    const filters = screen.getByRole('navigation', { name: 'Filter by status' });
    await within(filters).findByRole('link', { name: 'Pending (3)' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pending (3)', 'Revision Needed (1)', 'Approved (2)', 'Approved & Featured (0)', 'Declined (4)', 'All (10)']);
    expect(within(filters).getByRole('link', { name: 'Pending (3)' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'All (10)' })).toHaveAttribute('href', '/public-events?status=ALL');
  });

  it('lists every status under All', async () => {
    signIn();
    let asked: string | null = 'not asked';
    server.use(
      http.get('*/api/socials/reviewing-publicity', ({ request }) => {
        asked = new URL(request.url).searchParams.get('status');
        return HttpResponse.json({ data: [pending, approved], meta: { lastEvaluatedKey: null } });
      }),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events?status=ALL' });

    await screen.findByRole('link', { name: 'Approved Brunch' });
    expect(asked).toBeNull();
    expect(await screen.findByRole('link', { name: 'All (10)' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts again once a review changes the queue', async () => {
    signIn();
    let counts = COUNTS;
    server.use(
      http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [pending], meta: { lastEvaluatedKey: null } })),
      http.get('*/api/socials/reviewing-publicity/summary', () => HttpResponse.json({ counts })),
      http.patch('*/api/socials/:id', () => {
        counts = { ...COUNTS, PENDING: 2, APPROVED: 3 };
        return HttpResponse.json({ ...pending, publicApprovalStatus: 'APPROVED', myRsvp: null });
      }),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events' });

    await screen.findByRole('link', { name: 'Pending (3)' });
    const group = await screen.findByRole('group', { name: 'Review Pending Dinner' });
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('link', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Approved (3)' })).toBeInTheDocument();
  });
});

describe('PublicEventsPage confirmations', () => {
  const patches: unknown[] = [];
  const showPending = async () => {
    patches.length = 0;
    signIn();
    server.use(
      http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [pending], meta: { lastEvaluatedKey: null } })),
      http.patch('*/api/socials/:id', async ({ request }) => {
        const body = (await request.json()) as { publicApprovalStatus: string };
        patches.push(body);
        return HttpResponse.json({ ...pending, publicApprovalStatus: body.publicApprovalStatus, myRsvp: null });
      }),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events' });
    return screen.findByRole('group', { name: 'Review Pending Dinner' });
  };

  it('asks before declining, with the reason for the host, and declines only on the button that names the social', async () => {
    const group = await showPending();
    await userEvent.click(within(group).getByRole('button', { name: 'Decline' }));

    const dialog = await screen.findByRole('dialog', { name: 'Decline “Pending Dinner”?' });
    expect(patches).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the host/ }), 'Not a tech event.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline “Pending Dinner”' }));

    await waitFor(() => expect(patches).toEqual([{ publicApprovalStatus: 'DECLINED', publicApprovalReason: 'Not a tech event.' }]));
    expect(await screen.findByText('“Pending Dinner” is now Declined')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Decline' })).toHaveFocus();
  });

  it('asks before sending a social back for revision, with the reason it requires', async () => {
    const group = await showPending();
    await userEvent.click(within(group).getByRole('button', { name: 'Need revision' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send “Pending Dinner” back for revision?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the host/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send “Pending Dinner” back for revision' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give a reason'));
    expect(patches, 'no revision without a reason').toEqual([]);

    await userEvent.type(reason, 'Say where it takes place.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send “Pending Dinner” back for revision' }));

    await waitFor(() => expect(patches).toEqual([{ publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: 'Say where it takes place.' }]));
    expect(await screen.findByText('“Pending Dinner” is now Revision Needed')).toBeInTheDocument();
  });

  it('keeps focus in the dialog, cancels on Escape and gives focus back to the action', async () => {
    const group = await showPending();
    const decline = within(group).getByRole('button', { name: 'Decline' });
    await userEvent.click(decline);

    const dialog = await screen.findByRole('dialog', { name: 'Decline “Pending Dinner”?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(decline).toHaveFocus());
    expect(patches).toEqual([]);
  });

  it('cancels with the Cancel button, focus back on the action', async () => {
    const group = await showPending();
    const revise = within(group).getByRole('button', { name: 'Need revision' });
    await userEvent.click(revise);

    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(revise).toHaveFocus());
    expect(patches).toEqual([]);
  });

  it('approves at once, without a dialog', async () => {
    const group = await showPending();
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(patches).toEqual([{ publicApprovalStatus: 'APPROVED' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PublicEventsPage focus', () => {
  const reviewQueue = (initial: (typeof pending)[]) => {
    let queue = initial;
    signIn();
    server.use(
      http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: queue, meta: { lastEvaluatedKey: null } })),
      http.patch('*/api/socials/:id', ({ params }) => {
        queue = queue.filter((social) => social.id !== params.id);
        return HttpResponse.json({ ...pending, publicApprovalStatus: 'APPROVED', myRsvp: null });
      }),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events' });
  };

  it('moves focus to the next social once a review takes the focused one out of the queue', async () => {
    reviewQueue([pending, paidSupper]);
    const group = await screen.findByRole('group', { name: 'Review Pending Dinner' });
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Review Pending Dinner' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Review Paid Supper' })).getByRole('button', { name: 'Approve' })).toHaveFocus());
  });

  it('moves focus to the heading once the queue is empty', async () => {
    reviewQueue([pending]);
    const group = await screen.findByRole('group', { name: 'Review Pending Dinner' });
    await userEvent.click(within(group).getByRole('button', { name: 'Approve' }));

    await screen.findByRole('heading', { name: 'No public events with this status' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Public events' })).toHaveFocus());
  });
});

describe('PublicEventsPage previews', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const showQueue = async (url = '/public-events') => {
    signIn();
    server.use(http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [paidSupper, onlineTalk], meta: { lastEvaluatedKey: null } })));
    renderPage(<PublicEventsPage />, { path: '/public-events', url });
    await screen.findByRole('link', { name: 'Paid Supper' });
  };
  const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

  it('shows the first lines of the description, the price, the host, the time in its zone and the place of each social', async () => {
    await showQueue();

    const supper = within(rowOf('Paid Supper'));
    expect(supper.getByText(/Six courses by a guest chef\.\s+Bring a friend\.\s+Doors at six\./)).toBeInTheDocument();
    expect(supper.queryByText(/ask the host about allergies/)).not.toBeInTheDocument();
    expect(supper.getByText('$25')).toBeInTheDocument();
    expect(supper.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(supper.getByRole('link', { name: 'Permissions of Ada Lovelace' })).toHaveAttribute('href', '/hosts/permissions?user=host-1');
    expect(supper.getByText('March 05, 2030, 06:00 PM – 09:00 PM EST')).toBeInTheDocument();
    expect(supper.getByText('New York')).toBeInTheDocument();

    const talk = within(rowOf('Online Talk'));
    expect(talk.getByText('Free')).toBeInTheDocument();
    expect(talk.getByText('March 06, 2030, 07:00 AM – 08:00 AM SGT')).toBeInTheDocument();
    expect(talk.getByText('Online')).toBeInTheDocument();
    expect(talk.getByText('No description')).toBeInTheDocument();
    expect(talk.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('expands a long description and folds it again', async () => {
    await showQueue();

    const more = within(rowOf('Paid Supper')).getByRole('button', { name: 'Show more of Paid Supper' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);

    const less = within(rowOf('Paid Supper')).getByRole('button', { name: 'Show less of Paid Supper' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();
    expect(within(rowOf('Paid Supper')).getByText(/ask the host about allergies/)).toBeInTheDocument();
    await userEvent.click(less);
    expect(within(rowOf('Paid Supper')).queryByText(/ask the host about allergies/)).not.toBeInTheDocument();
  });

  it('previews the same facts on the cards of a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: query === NARROW_SCREEN_QUERY, addEventListener() {}, removeEventListener() {} }));
    await showQueue();

    const card = within((await screen.findByRole('heading', { name: 'Paid Supper' })).closest('li') as HTMLElement);
    expect(card.getByText(/Six courses by a guest chef\./)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Show more of Paid Supper' })).toBeInTheDocument();
    expect(card.getByText('$25')).toBeInTheDocument();
    expect(card.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(card.getByText('March 05, 2030, 06:00 PM – 09:00 PM EST')).toBeInTheDocument();
  });
});

describe('PublicEventsPage on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each social as a card with its facts and review actions instead of the wide table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: query === NARROW_SCREEN_QUERY, addEventListener() {}, removeEventListener() {} }));
    signIn();
    server.use(http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [pending, approved], meta: { lastEvaluatedKey: null } })));
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events?status=ALL' });

    const card = (await screen.findByRole('heading', { name: 'Pending Dinner' })).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Public events' })).toContainElement(card);
    expect(within(card).getByRole('link', { name: 'Pending Dinner' })).toHaveAttribute('href', '/socials/pending-dinner');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(actionsOf('Pending Dinner')).toEqual(['Approve', 'Approve & feature', 'Need revision', 'Decline']);
    expect(card).toContainElement(screen.getByRole('group', { name: 'Review Pending Dinner' }));
  });
});

describe('PublicEventsPage shows each social as its page does', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const OWN_COVER = 'http://localhost/api/files/public/social_cover/abc123-1700000000000.webp';
  const markdownSupper = makeSocial({
    ...paidSupper,
    description: '## The menu\n\n**Six courses** by a guest chef.',
    htmlDescription: '<h2>The menu</h2><p><strong>Six courses</strong> by a guest chef.</p>',
    splashImageUrl: OWN_COVER,
  });

  const showQueue = async () => {
    signIn();
    server.use(
      http.get('*/api/socials/reviewing-publicity', () => HttpResponse.json({ data: [markdownSupper, onlineTalk], meta: { lastEvaluatedKey: null } })),
    );
    renderPage(<PublicEventsPage />, { path: '/public-events', url: '/public-events' });
    await screen.findByRole('link', { name: 'Paid Supper' });
  };
  const rowOf = (title: string) => within(screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement);

  it('renders the description from its Markdown, not the Markdown itself', async () => {
    await showQueue();

    const supper = rowOf('Paid Supper');
    expect(supper.getByRole('heading', { name: 'The menu' })).toBeInTheDocument();
    expect(supper.getByText('Six courses').tagName).toBe('STRONG');
    expect(supper.queryByText(/##|\*\*/)).not.toBeInTheDocument();
  });

  it('shows the cover at the card size the public site uses, and says when there is none', async () => {
    await showQueue();

    const cover = rowOf('Paid Supper').getByRole('img', { name: 'Cover of Paid Supper' });
    const src = new URL(cover.getAttribute('src')!, 'http://localhost');
    expect(src.pathname).toBe('/api/images/resize');
    expect(src.searchParams.get('url')).toBe(OWN_COVER);
    expect([src.searchParams.get('width'), src.searchParams.get('height')]).toEqual([
      String(IMAGE_SIZES.socialCard.width),
      String(IMAGE_SIZES.socialCard.height),
    ]);
    expect(rowOf('Online Talk').getByText('No cover image')).toBeInTheDocument();
  });

  it('keeps the table to six fixed columns that fit the page, with the actions last', async () => {
    await showQueue();

    const table = screen.getByRole('table', { name: 'Public events: Pending' });
    expect(table.className).toContain('table-fixed');
    expect(table.className).not.toMatch(/min-w-/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Cover and description', 'Host', 'When, where, price', 'Status', 'Actions']);
  });

  it('shows cards with the cover and the rendered description in a window too narrow for the table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: query === '(max-width: 63.99rem)',
      addEventListener() {},
      removeEventListener() {},
    }));
    await showQueue();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('heading', { name: 'Paid Supper' }).closest('li') as HTMLElement);
    expect(card.getByRole('img', { name: 'Cover of Paid Supper' })).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'The menu' })).toBeInTheDocument();
    expect(card.getByRole('group', { name: 'Review Paid Supper' })).toBeInTheDocument();
  });
});
