import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rsvp } from '@socials/domain';
import { aRsvp } from '@socials/domain/testing';
import { NARROW_SCREEN_QUERY } from '@socials/ui';
import { makeSocial } from '../../../test/fixtures';
import { server, setupMockApi, signIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { AttendeesPage } from '../attendees-page';

setupMockApi();

// A phone: the narrow-screen media query matches.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: query === NARROW_SCREEN_QUERY, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const social = makeSocial({
  title: 'Founders Dinner',
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

const guest = (id: string, firstName: string, changes: Partial<Rsvp> = {}) =>
  aRsvp({
    id,
    userId: `user-${id}`,
    user: { id: `user-${id}`, slug: firstName.toLowerCase(), displayName: null, firstName, lastName: 'Doe', photoPath: null },
    ...changes,
  });

function serve(rsvps: Rsvp[]) {
  const patches: unknown[] = [];
  server.use(
    http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/rsvps`, () => HttpResponse.json({ data: rsvps, meta: { lastEvaluatedKey: null } })),
    http.patch(`*/api/socials/${social.id}/rsvps/:r`, async ({ request, params }) => {
      patches.push({ rsvpId: params.r, ...((await request.json()) as object) });
      return HttpResponse.json(guest(String(params.r), 'X'));
    }),
  );
  return { patches };
}

const openPage = () => renderPage(<AttendeesPage />, { path: '/socials/:id/attendees', url: `/socials/${social.id}/attendees` });

/** The card of one guest, found by the heading with their name. */
async function cardOf(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
}

describe('AttendeeCard (the guest list on a phone)', () => {
  it('shows each guest as a card with status, tier, grade, answers and the status moves', async () => {
    signIn();
    serve([guest('a', 'Alice', { status: 'PENDING', answers: [{ questionId: 'role', isOptInShareResponse: false, answer: 'Founder' }] })]);
    openPage();

    const card = await cardOf('Alice Doe');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Guests of Founders Dinner' })).toContainElement(card);
    expect(within(card).getByText('Pending approval')).toBeInTheDocument();
    expect(within(card).getByText('General admission')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Grade of Alice Doe' })).toBeInTheDocument();
    expect(within(card).getByText('1 answer')).toBeInTheDocument();
    for (const action of ['Approve', 'Waitlist', 'Reject']) {
      expect(within(card).getByRole('button', { name: `${action} Alice Doe` })).toBeInTheDocument();
    }
  });

  it('approves a guest from their card, and selects guests for the bulk actions', async () => {
    signIn();
    const { patches } = serve([guest('a', 'Alice', { status: 'PENDING' }), guest('b', 'Bob', { status: 'PENDING' })]);
    openPage();

    await userEvent.click(within(await cardOf('Alice Doe')).getByRole('button', { name: 'Approve Alice Doe' }));
    expect(await screen.findByText('Alice Doe approved')).toBeInTheDocument();
    expect(patches).toEqual([{ rsvpId: 'a', status: 'APPROVED' }]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every guest shown' }));
    await waitFor(() => expect(screen.getByText('2 selected')).toBeInTheDocument());
    expect(within(await cardOf('Bob Doe')).getByRole('checkbox', { name: 'Select Bob Doe' })).toBeChecked();
  });
});
