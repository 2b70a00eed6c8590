import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Question, type QuestionAnswer, type SocialDetail, type VerifiedEmail } from '@socials/domain';
import { aRsvp } from '@socials/domain/testing';
import { freeTier, makeSocial, me } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { RsvpPage } from './rsvp-page';

setupMockApi();

const q = (question: Record<string, unknown>) => Question.parse(question);

const ALL_TYPES = [
  q({ id: 'intro', questionType: 'SHORT_TEXT', isRequired: true, title: 'What do you work on?' }),
  q({ id: 'story', questionType: 'LONG_TEXT', title: 'Tell us more', isOptInShareResponse: true }),
  q({ id: 'topics', questionType: 'MULTIPLE_CHOICES', title: 'Topics', availableAnswers: ['AI', 'Fintech'] }),
  q({ id: 'photo-ok', questionType: 'SINGLE_CHECKBOX', title: 'Photos of me are fine' }),
  q({ id: 'phone', questionType: 'MOBILE', title: 'Mobile' }),
  q({ id: 'work-email', questionType: 'ORGANIZATION_EMAIL_VERIFICATION', title: 'Work e-mail' }),
  q({ id: 'company', questionType: 'COMPANY_VERIFICATION', title: 'Company' }),
  q({ id: 'school', questionType: 'SCHOOL_VERIFICATION', title: 'School' }),
  q({ id: 'conduct', questionType: 'CUSTOM_CHECKBOX', isRequired: true, title: 'I accept the code of conduct' }),
  q({
    id: 'role',
    questionType: 'COORDINATE',
    title: 'You are a…',
    availableAnswers: ['Founder', 'Investor'],
    subQuestions: [{ option: 'Founder', questions: [{ id: 'stage', questionType: 'SHORT_TEXT', isRequired: true, title: 'Stage?' }] }],
  }),
];

const ONE_QUESTION = [q({ id: 'intro', questionType: 'SHORT_TEXT', isRequired: true, title: 'What do you work on?' })];

interface Calls {
  posts: unknown[];
  patches: unknown[];
}

/** Serves the social and an RSVP API that keeps a half-done RSVP; `complete` answers a finished one. */
function serveRsvpApi(social: SocialDetail, options: { draftAnswers?: QuestionAnswer[]; complete?: () => Response } = {}): Calls {
  const calls: Calls = { posts: [], patches: [] };
  const draft = aRsvp({ id: 'draft-1', status: 'PARTIAL_UPDATE', answers: options.draftAnswers ?? [] });
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
    http.post(`*/api/socials/${social.id}/rsvps`, async ({ request }) => {
      const body = (await request.json()) as { partial?: boolean };
      calls.posts.push(body);
      return HttpResponse.json(body.partial ? draft : aRsvp({ status: 'APPROVED' }), { status: 201 });
    }),
    http.patch(`*/api/socials/${social.id}/rsvps/draft-1`, async ({ request }) => {
      const body = (await request.json()) as { submit?: boolean; answers?: QuestionAnswer[] };
      calls.patches.push(body);
      if (body.submit) return options.complete?.() ?? HttpResponse.json(aRsvp({ status: 'APPROVED', answers: body.answers ?? [] }));
      return HttpResponse.json({ ...draft, answers: body.answers ?? draft.answers });
    }),
  );
  return calls;
}

const openRsvpPage = () => {
  signIn();
  return renderPage(<RsvpPage />, { path: '/socials/:slug/rsvp', url: '/socials/founders-dinner/rsvp' });
};

describe('RsvpPage', () => {
  it('renders each of the ten question types, with the notify-me box ticked and +1 as country code', async () => {
    serveRsvpApi(makeSocial({ questionnaire: ALL_TYPES }));
    openRsvpPage();

    expect(await screen.findByRole('heading', { name: "Answer the hosts' questions" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What do you work on\?/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tell us more' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Share my answer with the other attendees' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Topics' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Photos of me are fine' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Country code' })).toHaveValue('+1');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Work e-mail' })).toHaveAttribute('type', 'email');
    expect(within(screen.getByRole('group', { name: 'Company' })).getByRole('textbox', { name: /Job title/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'School' })).getByRole('textbox', { name: /Class of/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the code of conduct/ })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'I want to be notified about future events from these hosts' })).toBeChecked();
  });

  it('asks the sub-questions of the chosen option only', async () => {
    serveRsvpApi(makeSocial({ questionnaire: ALL_TYPES }));
    openRsvpPage();

    await screen.findByRole('heading', { name: "Answer the hosts' questions" });
    expect(screen.queryByRole('textbox', { name: /Stage\?/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Founder' }));
    expect(screen.getByRole('textbox', { name: /Stage\?/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Investor' }));
    expect(screen.queryByRole('textbox', { name: /Stage\?/ })).not.toBeInTheDocument();
  });

  it('shows each problem on its question and focuses the first one', async () => {
    const calls = serveRsvpApi(makeSocial({ questionnaire: ALL_TYPES }));
    openRsvpPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Send RSVP' }));

    const intro = screen.getByRole('textbox', { name: /What do you work on\?/ });
    expect(intro).toHaveAccessibleDescription('This question is required');
    expect(intro).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /I accept the code of conduct/ })).toHaveAccessibleDescription('Tick this box to continue');
    expect(calls.patches).toEqual([]);
  });

  it('sends the RSVP once a missed required answer is given', async () => {
    const calls = serveRsvpApi(makeSocial({ questionnaire: ONE_QUESTION, isSubscribedAllHosts: true }));
    openRsvpPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Send RSVP' }));
    const intro = screen.getByRole('textbox', { name: /What do you work on\?/ });
    expect(intro).toHaveAccessibleDescription('This question is required');

    await userEvent.type(intro, 'Robots');
    await userEvent.click(screen.getByRole('button', { name: 'Send RSVP' }));

    expect(await screen.findByRole('heading', { name: 'Your RSVP' })).toBeInTheDocument();
    expect(screen.queryByText('This question is required')).not.toBeInTheDocument();
    expect(calls.patches).toHaveLength(1);
  });

  it('resumes a half-done RSVP with its saved answers and completes it', async () => {
    const calls = serveRsvpApi(makeSocial({ questionnaire: ONE_QUESTION, requiresApproval: true, isSubscribedAllHosts: true }), {
      draftAnswers: [{ questionId: 'intro', isOptInShareResponse: false, answer: 'Robots' }],
      complete: () => HttpResponse.json(aRsvp({ status: 'PENDING' })),
    });
    openRsvpPage();

    const intro = await screen.findByRole('textbox', { name: /What do you work on\?/ });
    expect(intro).toHaveValue('Robots');
    expect(calls.posts).toEqual([{ partial: true }]);
    await userEvent.type(intro, ' and rockets');
    await userEvent.click(screen.getByRole('button', { name: 'Send RSVP' }));

    expect(await screen.findByRole('heading', { name: 'Your RSVP' })).toBeInTheDocument();
    expect(screen.getAllByText('Your RSVP is pending approval').length).toBeGreaterThan(0);
    expect(calls.patches).toEqual([
      {
        ticketTierId: freeTier.id,
        answers: [
          { questionId: 'intro', isOptInShareResponse: false, answer: 'Robots and rockets' },
          { questionId: 'notify-me-about-future-events', isOptInShareResponse: false, isTrue: true },
        ],
        submit: true,
      },
    ]);
  });

  it('saves the answers for later without completing the RSVP', async () => {
    const calls = serveRsvpApi(makeSocial({ questionnaire: ONE_QUESTION }));
    openRsvpPage();

    await userEvent.type(await screen.findByRole('textbox', { name: /What do you work on\?/ }), 'Compilers');
    await userEvent.click(screen.getByRole('button', { name: 'Save and finish later' }));

    expect(await screen.findByText('Saved: come back to this page to finish your RSVP')).toBeInTheDocument();
    expect(calls.patches).toEqual([
      {
        answers: [
          { questionId: 'intro', isOptInShareResponse: false, answer: 'Compilers' },
          { questionId: 'notify-me-about-future-events', isOptInShareResponse: false, isTrue: true },
        ],
      },
    ]);
  });

  it('shows a 400 from the server on the question it names', async () => {
    serveRsvpApi(makeSocial({ questionnaire: ONE_QUESTION }), {
      complete: () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: '"What do you work on?": Keep it shorter',
            fieldErrors: [{ field: 'body.answers.intro', message: 'Keep it shorter' }],
          },
          { status: 400 },
        ),
    });
    openRsvpPage();

    await userEvent.type(await screen.findByRole('textbox', { name: /What do you work on\?/ }), 'Everything');
    await userEvent.click(screen.getByRole('button', { name: 'Send RSVP' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /What do you work on\?/ })).toHaveAccessibleDescription('Keep it shorter'));
    expect(screen.getByRole('textbox', { name: /What do you work on\?/ })).toHaveFocus();
  });

  it('leads a paid ticket to the payment step, and completes a free one', async () => {
    const vip = { ...freeTier, id: 'tier-vip', name: 'VIP', type: 'PAID' as const, ticketPrice: 5000 };
    const social = makeSocial({ ticketTiers: [freeTier, vip] });
    const calls = serveRsvpApi(social);
    server.use(
      http.get('*/api/configs/payment', () =>
        HttpResponse.json({ provider: 'TEST', currency: 'usd', platformFee: { percentBasisPoints: 0, fixedCents: 0 }, checkoutHoldMinutes: 30 }),
      ),
      http.post(`*/api/socials/${social.id}/rsvps/total-charge`, () =>
        HttpResponse.json({ ticketPrice: 5000, discount: 0, deposit: 0, fees: 0, total: 5000, promoRejection: null }),
      ),
    );
    const notifyMe = { questionId: 'notify-me-about-future-events', isOptInShareResponse: false, isTrue: true };
    openRsvpPage();

    expect(await screen.findByRole('heading', { name: 'Choose your ticket' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /VIP/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The hosts asked nothing: no questions step, the notify-me box sits on the payment step.
    expect(await screen.findByRole('button', { name: 'Pay $50' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Answer the hosts' questions" })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I want to be notified about future events from these hosts' })).toBeChecked();
    // The paid tier goes with the checkout, not on the draft.
    expect(calls.patches).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Choose another ticket' }));
    await userEvent.click(await screen.findByRole('radio', { name: /General admission/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Your RSVP' })).toBeInTheDocument();
    expect(screen.getAllByText("You're going!").length).toBeGreaterThan(0);
    expect(calls.patches).toEqual([{ ticketTierId: freeTier.id }, { ticketTierId: freeTier.id, answers: [notifyMe], submit: true }]);
  });

  it('asks for one click when there is nothing to choose or answer', async () => {
    signIn();
    const calls = serveRsvpApi(makeSocial({ isSubscribedAllHosts: true }));
    server.use(http.get('*/api/users/me', () => HttpResponse.json({ ...me, isSubscribedToUpdate: true })));
    renderPage(<RsvpPage />, { path: '/socials/:slug/rsvp', url: '/socials/founders-dinner/rsvp' });

    await userEvent.click(await screen.findByRole('checkbox', { name: "Hide me from the “Who's going” list" }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm RSVP' }));

    expect(await screen.findByRole('heading', { name: 'Your RSVP' })).toBeInTheDocument();
    expect(calls.patches).toEqual([{ ticketTierId: freeTier.id, answers: [], hideFromGuestList: true, submit: true }]);
  });

  it('asks the notify-me question on the one step there is when the hosts asked nothing, and sends what was chosen', async () => {
    const calls = serveRsvpApi(makeSocial({ isSubscribedAllHosts: false }));
    openRsvpPage();

    expect(await screen.findByRole('heading', { name: 'Confirm your RSVP' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'RSVP steps' })).not.toBeInTheDocument();
    const notify = screen.getByRole('checkbox', { name: 'I want to be notified about future events from these hosts' });
    expect(notify).toBeChecked();
    expect(notify).toHaveAccessibleDescription(/e-mail you when these hosts announce a new social/);
    await userEvent.click(notify);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm RSVP' }));

    expect(await screen.findByRole('heading', { name: 'Your RSVP' })).toBeInTheDocument();
    expect(calls.patches).toEqual([
      { ticketTierId: freeTier.id, answers: [{ questionId: 'notify-me-about-future-events', isOptInShareResponse: false, isTrue: false }], submit: true },
    ]);
  });

  it('moves the focus to the result heading after Confirm RSVP', async () => {
    signIn();
    serveRsvpApi(makeSocial({ isSubscribedAllHosts: true }));
    server.use(http.get('*/api/users/me', () => HttpResponse.json({ ...me, isSubscribedToUpdate: true })));
    renderPage(<RsvpPage />, { path: '/socials/:slug/rsvp', url: '/socials/founders-dinner/rsvp' });

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm RSVP' }));

    const result = await screen.findByRole('heading', { name: 'Your RSVP' });
    await waitFor(() => expect(result).toHaveFocus());
  });

  describe('on a social that limits organizations', () => {
    const limited = () => makeSocial({ limitsOrganizations: true, isSubscribedAllHosts: true });
    const verificationId = '33333333-3333-4333-8333-333333333333';
    const acme: VerifiedEmail = {
      email: 'grace@acme.com',
      emailCategory: 'COMPANY',
      organization: { id: 'acme.com', name: 'Acme' },
      emailVerificationId: verificationId,
    };
    // Follows every host and the product's updates: no notify-me question, so the verification is the only step before the RSVP.
    const user = (verifiedEmails: VerifiedEmail[]) => ({ ...me, isSubscribedToUpdate: true, verifiedEmails });
    const problem = (status: number, message: string, field?: string) =>
      HttpResponse.json({ statusCode: status, error: 'x', message, ...(field ? { fieldErrors: [{ field, message }] } : {}) }, { status });

    /** Serves the verification calls; the code 123456 verifies, and /users/me shows the address from then on. */
    function serveVerification(start: (body: unknown) => Response | undefined = () => undefined) {
      const calls = { starts: [] as unknown[], verifies: [] as unknown[] };
      let verified = false;
      server.use(
        http.get('*/api/users/me', () => HttpResponse.json(user(verified ? [acme] : []))),
        http.post('*/api/verification/emails', async ({ request }) => {
          const body = await request.json();
          calls.starts.push(body);
          return start(body) ?? HttpResponse.json({ emailVerificationId: verificationId, email: 'grace@acme.com', emailCategory: 'COMPANY', expiresIn: 600 });
        }),
        http.post('*/api/verification/emails/verify', async ({ request }) => {
          const body = (await request.json()) as { code: string };
          calls.verifies.push(body);
          if (body.code !== '123456') return problem(400, 'The code is wrong or has expired', 'body.code');
          verified = true;
          return HttpResponse.json(acme);
        }),
      );
      return calls;
    }

    it('verifies a work e-mail with the e-mailed code, then sends the RSVP', async () => {
      const rsvps = serveRsvpApi(limited());
      openRsvpPage();
      const calls = serveVerification();

      expect(await screen.findByRole('heading', { name: 'Verify your organization' })).toBeInTheDocument();
      const email = screen.getByRole('textbox', { name: /Work e-mail/ });
      await userEvent.type(email, 'grace@gmail.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      expect(email).toHaveAccessibleDescription(expect.stringMatching(/personal e-mail provider/));
      expect(calls.starts).toEqual([]);

      await userEvent.clear(email);
      await userEvent.type(email, 'Grace@Acme.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent('grace@acme.com');
      expect(calls.starts).toEqual([{ email: 'grace@acme.com', emailCategory: 'COMPANY' }]);

      const code = screen.getByRole('textbox', { name: /Verification code/ });
      expect(code).toHaveFocus();
      await userEvent.type(code, '12');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(code).toHaveAccessibleDescription('Enter the 6-digit code from the e-mail');

      await userEvent.clear(code);
      await userEvent.type(code, '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('The code is wrong or has expired'));

      await userEvent.clear(code);
      await userEvent.type(code, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Verified: grace@acme.com (Acme)')).toBeInTheDocument();
      expect(calls.verifies).toEqual([
        { emailVerificationId: verificationId, code: '000000' },
        { emailVerificationId: verificationId, code: '123456' },
      ]);

      await userEvent.click(screen.getByRole('button', { name: 'Send RSVP' }));
      expect(await screen.findByRole('heading', { name: 'Your RSVP' })).toBeInTheDocument();
      // No half-done RSVP was started: the server refuses one before the address is verified.
      expect(rsvps.posts).toEqual([{ ticketTierId: freeTier.id, answers: [] }]);
    });

    it('shows a 409 on the e-mail field and a 429 above the form', async () => {
      serveRsvpApi(limited());
      openRsvpPage();
      let status = 409;
      serveVerification(() =>
        status === 409
          ? problem(409, 'This e-mail address is already verified by another account')
          : problem(429, 'Too many verification codes were requested for your account. Try again in 14 minutes.'),
      );

      const email = await screen.findByRole('textbox', { name: /Work e-mail/ });
      await userEvent.type(email, 'grace@acme.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringMatching(/already verified by another account/)));

      status = 429;
      await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 14 minutes');
      expect(screen.queryByRole('textbox', { name: /Verification code/ })).not.toBeInTheDocument();
    });

    it('skips the step for a user with a verified work e-mail', async () => {
      const rsvps = serveRsvpApi(limited());
      openRsvpPage();
      server.use(http.get('*/api/users/me', () => HttpResponse.json(user([acme]))));

      expect(await screen.findByRole('heading', { name: 'Confirm your RSVP' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Verify your organization' })).not.toBeInTheDocument();
      await waitFor(() => expect(rsvps.posts).toEqual([{ partial: true }]));
    });
  });

  it('tells an attendee who already RSVP’d where they stand', async () => {
    serveRsvpApi(makeSocial({ myRsvp: aRsvp({ status: 'WAITLIST' }) }));
    openRsvpPage();

    expect(await screen.findByText("You already RSVP'd: Waitlisted")).toBeInTheDocument();
  });

  it('asks for the invite code of a restricted social, takes it from the link, and asks again when refused', async () => {
    const social = makeSocial({ requiresInviteCode: true });
    const posts: unknown[] = [];
    server.use(
      http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
      http.post(`*/api/socials/${social.id}/rsvps`, async ({ request }) => {
        const body = (await request.json()) as { inviteCode?: string };
        posts.push(body);
        if (body.inviteCode !== 'open-sesame') {
          return HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'This social is by invitation: enter the invite code to RSVP',
              fieldErrors: [{ field: 'body.inviteCode', message: 'Enter the invite code' }],
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(aRsvp({ id: 'draft-1', status: 'PARTIAL_UPDATE' }), { status: 201 });
      }),
    );
    signIn();
    renderPage(<RsvpPage />, { path: '/socials/:slug/rsvp', url: '/socials/founders-dinner/rsvp?invite=wrong-code' });
    const user = userEvent.setup();

    const codeInput = await screen.findByRole('textbox', { name: /Invite code/ });
    expect(codeInput).toHaveValue('wrong-code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('This social is by invitation: enter the invite code to RSVP')).toBeInTheDocument();
    const again = screen.getByRole('textbox', { name: /Invite code/ });
    await user.clear(again);
    await user.type(again, 'open-sesame');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(posts).toContainEqual(expect.objectContaining({ partial: true, inviteCode: 'open-sesame' })));
    expect(screen.queryByRole('textbox', { name: /Invite code/ })).not.toBeInTheDocument();
  });
});
