import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuplicateSocialReply } from '@socials/domain';
import { makeSocial, me } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CreateSocialPage } from './create-social-page';
import { EditSocialPage } from './edit-social-page';

setupMockApi();

const social = makeSocial({ owner: { id: me.id, slug: 'me', displayName: null, firstName: me.firstName, lastName: me.lastName, photoPath: null } });

describe('EditSocialPage actions', () => {
  it('cancels the social only after the host confirms', async () => {
    signIn();
    const cancels: string[] = [];
    server.use(
      http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
      http.get(`*/api/socials/${social.id}/emails/approval/addendum`, () => HttpResponse.json({ addendum: null })),
      http.post(`*/api/socials/${social.id}/cancel`, () => {
        cancels.push(social.id);
        return HttpResponse.json({ ...social, isCancelled: true });
      }),
    );
    renderPage(<EditSocialPage />, { path: '/socials/:id/edit', url: `/socials/${social.id}/edit` });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel social' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this social?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancels).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel social' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this social?' })).getByRole('button', { name: 'Cancel social' }));

    expect(await screen.findByText('Social cancelled; guests were told by e-mail')).toBeInTheDocument();
    expect(cancels).toEqual([social.id]);
  });
});

describe('EditSocialPage review and going e-mail', () => {
  it("shows staff's latest decision with the reviewer's reason", async () => {
    signIn();
    const reviewed = {
      ...social,
      isPublic: true,
      publicApprovalStatus: 'REVISION_NEEDED' as const,
      publicApprovalReason: 'Say where it takes place.',
      publicApprovalDecidedAt: Date.UTC(2026, 2, 1, 12),
    };
    server.use(
      http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(reviewed)),
      http.get(`*/api/socials/${social.id}/emails/approval/addendum`, () => HttpResponse.json({ addendum: null })),
    );
    renderPage(<EditSocialPage />, { path: '/socials/:id/edit', url: `/socials/${social.id}/edit` });

    const decision = await screen.findByRole('region', { name: /Review: Revision Needed/ });
    expect(decision).toHaveTextContent('on Mar 1, 2026');
    expect(decision).toHaveTextContent('The reviewer’s reason: Say where it takes place.');
    expect(decision).toHaveTextContent('Update the social and it will be reviewed again.');
  });

  it('saves the note of the going e-mail and previews the e-mail with it', async () => {
    signIn();
    const saved: unknown[] = [];
    const previewed: unknown[] = [];
    server.use(
      http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
      http.get(`*/api/socials/${social.id}/emails/approval/addendum`, () => HttpResponse.json({ addendum: 'Bring a book.' })),
      http.post(`*/api/socials/${social.id}/emails/approval/addendum`, async ({ request }) => {
        const body = (await request.json()) as { addendum: string };
        saved.push(body);
        return HttpResponse.json({ addendum: body.addendum });
      }),
      http.post(`*/api/socials/${social.id}/emails/approval/preview`, async ({ request }) => {
        const body = (await request.json()) as { addendum: string };
        previewed.push(body);
        return HttpResponse.json({ subject: "You're going to Founders Dinner", text: `Hi Grace,\n\nA note from the hosts:\n${body.addendum}` });
      }),
    );
    renderPage(<EditSocialPage />, { path: '/socials/:id/edit', url: `/socials/${social.id}/edit` });

    const note = await screen.findByRole('textbox', { name: /Note to your guests/ });
    await waitFor(() => expect(note).toHaveValue('Bring a book.'));
    await userEvent.clear(note);
    await userEvent.type(note, 'Bring two books.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview the e-mail' }));

    const preview = await screen.findByRole('figure', { name: 'Preview of the going e-mail' });
    expect(preview).toHaveTextContent("You're going to Founders Dinner");
    expect(preview).toHaveTextContent('Bring two books.');
    expect(previewed).toEqual([{ addendum: 'Bring two books.' }]);
    expect(saved, 'a preview saves nothing').toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(saved).toEqual([{ addendum: 'Bring two books.' }]));
    expect(await screen.findByText('Going e-mail note saved')).toBeInTheDocument();
  });
});

describe('CreateSocialPage from a copy', () => {
  it('fills the form with the copy and creates a new social from it', async () => {
    signIn();
    const copy: DuplicateSocialReply = {
      title: 'Founders Dinner',
      eventTimestamp: Date.UTC(2026, 2, 5, 0, 0),
      eventEndTimestamp: Date.UTC(2026, 2, 5, 3, 0),
      timezone: 'America/New_York',
      isOnline: true,
      tags: ['founders'],
      requiresApproval: true,
      ticketTiers: [{ name: 'Members', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: 10 }],
      questionnaire: [
        {
          id: 'role',
          questionType: 'SHORT_TEXT',
          isRequired: true,
          title: 'Your role?',
          availableAnswers: [],
          subQuestions: [],
          userDataMapping: null,
          canRemove: true,
          isOptInShareResponse: false,
        },
      ],
    };
    const created: unknown[] = [];
    server.use(
      http.get(`*/api/socials/${social.id}/duplicate`, () => HttpResponse.json(copy)),
      http.post('*/api/socials', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(makeSocial({ id: '22222222-2222-4222-8222-222222222222', isPublic: false }), { status: 201 });
      }),
    );
    renderPage(<CreateSocialPage />, { path: '/socials/new', url: `/socials/new?copyOf=${social.id}` });

    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Founders Dinner');
    expect(screen.getByLabelText(/^Tier 1 name/)).toHaveValue('Members');
    expect(screen.getByLabelText(/^Question 1 text/)).toHaveValue('Your role?');
    expect(screen.getByLabelText('Guests need my approval')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      title: 'Founders Dinner',
      tags: ['founders'],
      requiresApproval: true,
      ticketTiers: [{ name: 'Members', type: 'FREE', quantity: 10 }],
      questionnaire: [{ id: 'role', title: 'Your role?', isRequired: true }],
    });
  });
});
