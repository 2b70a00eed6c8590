import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rsvp, SocialDetail } from '@socials/domain';
import { aRsvp } from '@socials/domain/testing';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { AttendeesPage } from './attendees-page';

setupMockApi();

const guest = (id: string, firstName: string, changes: Partial<Rsvp> = {}) =>
  aRsvp({
    id,
    userId: `user-${id}`,
    user: { id: `user-${id}`, slug: firstName.toLowerCase(), displayName: null, firstName, lastName: 'Doe', photoPath: null },
    ...changes,
  });

const social = makeSocial({
  questionnaire: [
    {
      id: 'role',
      questionType: 'SHORT_TEXT',
      isRequired: true,
      title: 'What is your role?',
      availableAnswers: [],
      subQuestions: [],
      userDataMapping: null,
      canRemove: true,
      isOptInShareResponse: false,
    },
  ],
});

/** Serves the social and its guests; records each list query and each change asked for. */
function serve(rsvps: Rsvp[], socialDetail: SocialDetail = social) {
  const listQueries: URLSearchParams[] = [];
  const patches: unknown[] = [];
  server.use(
    http.get(`*/api/socials/${socialDetail.id}`, () => HttpResponse.json(socialDetail)),
    http.get(`*/api/socials/${socialDetail.id}/rsvps`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const status = query.get('status');
      return HttpResponse.json({ data: rsvps.filter((rsvp) => !status || rsvp.status === status), meta: { lastEvaluatedKey: null } });
    }),
    http.patch(`*/api/socials/${socialDetail.id}/rsvps`, async ({ request }) => {
      const body = (await request.json()) as { rsvpIds: string[]; status: Rsvp['status'] };
      patches.push(body);
      return HttpResponse.json({ data: body.rsvpIds.map((id) => guest(id, 'X', { status: body.status })) });
    }),
    http.patch(`*/api/socials/${socialDetail.id}/rsvps/:r`, async ({ request, params }) => {
      const body = await request.json();
      patches.push({ rsvpId: params.r, ...(body as object) });
      return HttpResponse.json(guest(String(params.r), 'X'));
    }),
  );
  return { listQueries, patches };
}

const openPage = (socialDetail: SocialDetail = social) =>
  renderPage(<AttendeesPage />, { path: '/socials/:id/attendees', url: `/socials/${socialDetail.id}/attendees` });

describe('AttendeesPage', () => {
  it('says when nobody has RSVPd yet', async () => {
    signIn();
    serve([]);
    openPage();
    expect(await screen.findByText('No guests yet')).toBeInTheDocument();
  });

  it('lists guests with their status, tier and answers', async () => {
    signIn();
    serve([guest('a', 'Alice', { status: 'PENDING', answers: [{ questionId: 'role', isOptInShareResponse: false, answer: 'Founder' }] })]);
    openPage();

    const row = (await screen.findByRole('rowheader', { name: 'Alice Doe' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending approval')).toBeInTheDocument();
    expect(within(row).getByText('General admission')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('1 answer'));
    expect(within(row).getByText('What is your role?')).toBeVisible();
    expect(within(row).getByText('Founder')).toBeVisible();
  });

  it('filters by status through the API', async () => {
    signIn();
    const { listQueries } = serve([guest('a', 'Alice', { status: 'PENDING' }), guest('b', 'Bob', { status: 'APPROVED' })]);
    openPage();

    await screen.findByRole('rowheader', { name: 'Bob Doe' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'PENDING');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Bob Doe' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Alice Doe' })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('status')).toBe('PENDING');
  });

  it('approves the selected guests in one call', async () => {
    signIn();
    const { patches } = serve([
      guest('a', 'Alice', { status: 'PENDING' }),
      guest('b', 'Bob', { status: 'PENDING' }),
      guest('c', 'Cleo', { status: 'PENDING' }),
    ]);
    openPage();

    await userEvent.click(await screen.findByLabelText('Select Alice Doe'));
    await userEvent.click(screen.getByLabelText('Select Cleo Doe'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));

    expect(await screen.findByText('2 guests approved')).toBeInTheDocument();
    expect(patches).toEqual([{ rsvpIds: ['a', 'c'], status: 'APPROVED' }]);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('offers to promote a waitlisted guest when promotion is by hand, and grades guests', async () => {
    signIn();
    const { patches } = serve([guest('w', 'Wendy', { status: 'WAITLIST' })]);
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Promote Wendy Doe' }));
    expect(await screen.findByText('Wendy Doe promoted')).toBeInTheDocument();
    // The row's controls wait while a change is saved.
    await waitFor(() => expect(screen.getByLabelText('Grade of Wendy Doe')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Grade of Wendy Doe'), 'YES_GRADE');

    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches).toEqual([
      { rsvpId: 'w', status: 'APPROVED' },
      { rsvpId: 'w', grade: 'YES_GRADE' },
    ]);
  });

  it('calls a waitlisted guest’s approval "Approve" when promotion is automatic', async () => {
    signIn();
    const automatic = makeSocial({ waitlistPromotionMode: 'AUTOMATIC' });
    serve([guest('w', 'Wendy', { status: 'WAITLIST' })], automatic);
    openPage(automatic);

    expect(await screen.findByRole('button', { name: 'Approve Wendy Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Promote Wendy Doe' })).not.toBeInTheDocument();
  });

  it('downloads the guest list as CSV', async () => {
    signIn();
    serve([guest('a', 'Alice')]);
    server.use(
      http.post(`*/api/socials/${social.id}/rsvp-summary-csv`, () =>
        HttpResponse.text('name,status\nAlice Doe,APPROVED\n', { headers: { 'content-type': 'text/csv' } }),
      ),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:guests';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('guests-founders-dinner.csv');
    });
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Guest list downloaded')).toBeInTheDocument();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(await blobs[0]?.text()).toBe('name,status\nAlice Doe,APPROVED\n');
    clicks.mockRestore();
  });
});
