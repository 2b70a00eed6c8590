import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, isApiHttpError, useCreateRsvpMutation, useUpdateMyRsvpMutation } from '@socials/api-client';
import {
  CURATED_EVENTS_INVITATION,
  isPaidTicketTier,
  needsNotifyMeQuestion,
  needsOrganizationVerification,
  NOTIFY_ME_QUESTION_ID,
  NOTIFY_ME_QUESTION_TITLE,
  rsvpSteps,
  withNotifyMeQuestion,
  type Me,
  type QuestionAnswer,
  type QuestionnaireIssue,
  type Rsvp,
  type RsvpStep,
  type SocialDetail,
  type TicketTier,
  type UpdateRsvpBody,
} from '@socials/domain';
import { Button, Card, Checkbox, LoadError, PageLoader, toast, toastError } from '@socials/ui';
import { socialPath } from '../../shared/paths';
import { questionIdOfField } from './questionnaire/questionnaire-fields';
import { QuestionnaireForm } from './questionnaire/questionnaire-form';
import { OrganizationStep } from './steps/organization-step';
import { PaymentStep } from './steps/payment-step';
import { PointsStep } from './steps/points-step';
import { SuccessStep } from './steps/success-step';
import { TicketTierStep } from './steps/ticket-tier-step';
import { useResumableStep } from './use-resumable-step';
import { useRsvpDraft } from './use-rsvp-draft';

const STEP_LABELS: Record<RsvpStep, string> = {
  TICKET_TIER_SELECTION: 'Ticket',
  POINTS_DEDUCTION: 'Points',
  LIMIT_ORGANIZATION_VERIFICATION: 'Organization',
  QUESTIONNAIRE: 'Questions',
  PAYMENT: 'Payment',
  SUCCESS: 'Done',
};

const STEP_TITLES: Record<RsvpStep, string> = {
  TICKET_TIER_SELECTION: 'Choose your ticket',
  POINTS_DEDUCTION: 'Pay with points',
  LIMIT_ORGANIZATION_VERIFICATION: 'Verify your organization',
  QUESTIONNAIRE: "Answer the hosts' questions",
  PAYMENT: 'Payment',
  SUCCESS: 'Your RSVP',
};

const SUCCESS_TOASTS: Partial<Record<Rsvp['status'], string>> = {
  APPROVED: "You're going!",
  PENDING: 'RSVP sent: pending approval',
  WAITLIST: "You're on the waitlist",
};

/** The questions a 400 from the server names (fieldErrors "body.answers.<questionId>"). */
function questionIssuesOf(error: unknown): QuestionnaireIssue[] {
  if (!isApiHttpError(error)) return [];
  return (error.data.fieldErrors ?? []).flatMap((fieldError) => {
    const questionId = questionIdOfField(fieldError.field);
    return questionId ? [{ questionId, message: fieldError.message }] : [];
  });
}

export interface RsvpFlowProps {
  social: SocialDetail;
  user: Me;
  /** Called once the RSVP is complete (the page then keeps the flow on its success step). */
  onCompleted: () => void;
  /** The code of a restricted social, sent with the RSVP. */
  inviteCode?: string;
  /** The server refused the invite code: the page asks for it again. */
  onInviteCodeRefused?: (message: string) => void;
}

/** The server's message when it refused the invite code, else null. */
function inviteCodeRefusal(error: unknown): string | null {
  if (!isApiHttpError(error) || error.status !== 400) return null;
  const field = error.data.fieldErrors?.find((fieldError) => fieldError.field === 'body.inviteCode');
  return field ? (error.data.message ?? field.message) : null;
}

/** The RSVP steps for one attendee and one social, in rsvpSteps order. */
export function RsvpFlow({ social, user, onCompleted, inviteCode, onInviteCodeRefused }: RsvpFlowProps) {
  const tiers = social.ticketTiers;
  const subscriptions = { isSubscribedAllHosts: social.isSubscribedAllHosts, isSubscribedToUpdate: user.isSubscribedToUpdate };
  // The notify-me checkbox goes with the hosts' questions; when they asked none it is not a step of
  // its own but a box on the last step, ticked as the questionnaire's would be.
  const notifyMeOnLastStep = social.questionnaire.length === 0 && needsNotifyMeQuestion(subscriptions);
  const [notifyMe, setNotifyMe] = useState(true);
  const questions = useMemo(
    () =>
      social.questionnaire.length > 0
        ? withNotifyMeQuestion(social.questionnaire, { isSubscribedAllHosts: social.isSubscribedAllHosts, isSubscribedToUpdate: user.isSubscribedToUpdate })
        : [],
    [social.questionnaire, social.isSubscribedAllHosts, user.isSubscribedToUpdate],
  );
  const withNotifyMeAnswer = (answers: QuestionAnswer[]): QuestionAnswer[] =>
    notifyMeOnLastStep ? [...answers, { questionId: NOTIFY_ME_QUESTION_ID, isOptInShareResponse: false, isTrue: notifyMe }] : answers;
  // Decided once per visit: verifying an address refetches the user, and the steps must stay put until they continue.
  const [mustVerifyOrganization] = useState(() => needsOrganizationVerification(social, user.verifiedEmails));
  const freeTier = tiers.find((tier) => !isPaidTicketTier(tier)) ?? null;
  // The server starts a half-done RSVP on the first tier unless told otherwise, and refuses paid ones.
  const startTierId = tiers[0] && isPaidTicketTier(tiers[0]) ? freeTier?.id : undefined;
  const { state: draftState, setDraft } = useRsvpDraft(social.id, startTierId, !mustVerifyOrganization && freeTier !== null, inviteCode);
  const draft = draftState.status === 'ready' ? draftState.draft : null;

  const [pickedTierId, setPickedTierId] = useState<string | null>(null);
  const { resumeAt, setStep, finish } = useResumableStep(social.id);
  const [answers, setAnswers] = useState<QuestionAnswer[] | null>(null);
  const [result, setResult] = useState<Rsvp | null>(null);
  const [serverIssues, setServerIssues] = useState<QuestionnaireIssue[]>([]);
  const [hideFromGuestList, setHideFromGuestList] = useState(false);
  const [createRsvp, createState] = useCreateRsvpMutation();
  const [updateMyRsvp, updateState] = useUpdateMyRsvpMutation();
  const busy = createState.isLoading || updateState.isLoading;
  const dispatch = useDispatch();

  const onlyTier = tiers.length === 1 ? (tiers[0] ?? null) : null;
  const tierId = pickedTierId ?? onlyTier?.id ?? (tiers.length > 1 ? (draft?.ticketTierId ?? null) : null);
  const selectedTier = tiers.find((tier) => tier.id === tierId) ?? null;
  const stepsFor = (tier: TicketTier | null) =>
    rsvpSteps({ ticketTiers: tiers, selectedTier: tier, needsOrganizationVerification: mustVerifyOrganization, questionCount: questions.length });
  const steps = stepsFor(selectedTier);
  // Back at the step they left (a reload, a detour to sign in), else the first.
  const current: RsvpStep = resumeAt(steps) ?? steps[0] ?? 'SUCCESS';
  const stepAfter = (from: RsvpStep, tier: TicketTier | null) => {
    const list = stepsFor(tier);
    return list[list.indexOf(from) + 1] ?? 'SUCCESS';
  };
  const savedAnswers = answers ?? draft?.answers ?? [];

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  // What the card shows: a step, or the outcome. "Confirm RSVP" sits on the SUCCESS step already,
  // so only the outcome changes when it is pressed.
  const shown = result ? 'OUTCOME' : current;
  useEffect(() => {
    // Each new step, and the outcome, is announced by moving the focus to its heading (not on
    // arrival); the button pressed is gone by then and the focus would fall to the page.
    if (firstStep.current) firstStep.current = false;
    else headingRef.current?.focus();
  }, [shown]);

  const saveDraft = async (body: Pick<UpdateRsvpBody, 'ticketTierId' | 'answers'>): Promise<boolean> => {
    if (!draft) return true;
    try {
      setDraft(await updateMyRsvp({ socialId: social.id, rsvpId: draft.id, body }).unwrap());
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const complete = async (tier: TicketTier | null, finalAnswers: QuestionAnswer[]) => {
    const fields = { ticketTierId: tier?.id, answers: withNotifyMeAnswer(finalAnswers), ...(hideFromGuestList ? { hideFromGuestList } : {}) };
    try {
      const rsvp = draft
        ? await updateMyRsvp({ socialId: social.id, rsvpId: draft.id, body: { ...fields, submit: true } }).unwrap()
        : await createRsvp({ socialId: social.id, ...fields, ...(inviteCode ? { inviteCode } : {}) }).unwrap();
      setResult(rsvp);
      // The ticket spent points: the balance shown everywhere (Me) is now lower.
      if ((tier?.pointsCost ?? 0) > 0) dispatch(baseApi.util.invalidateTags(['Me']));
      setStep('SUCCESS');
      finish();
      onCompleted();
      toast.success(SUCCESS_TOASTS[rsvp.status] ?? 'Your RSVP is saved');
    } catch (error) {
      if (!returnToRefusedStep(error, tier)) toastError(error);
    }
  };

  /** Takes the attendee back to what the server refused (the invite code, answers); false when no step can fix it. */
  const returnToRefusedStep = (error: unknown, tier: TicketTier | null): boolean => {
    const refusal = inviteCodeRefusal(error);
    if (refusal && onInviteCodeRefused) {
      onInviteCodeRefused(refusal);
      return true;
    }
    const issues = questionIssuesOf(error);
    if (issues.length === 0 || !stepsFor(tier).includes('QUESTIONNAIRE')) return false;
    setServerIssues(issues);
    setStep('QUESTIONNAIRE');
    toastError(error);
    return true;
  };

  const continueWithTier = async (id: string) => {
    const tier = tiers.find((candidate) => candidate.id === id) ?? null;
    setPickedTierId(id);
    // The server refuses a paid tier on a half-done RSVP: the checkout saves it (and holds the seat) instead.
    if (tier && !isPaidTicketTier(tier) && !(await saveDraft({ ticketTierId: id }))) return;
    const next = stepAfter('TICKET_TIER_SELECTION', tier);
    if (next === 'SUCCESS') await complete(tier, savedAnswers);
    else setStep(next);
  };

  const continueWithAnswers = async (given: QuestionAnswer[]) => {
    setAnswers(given);
    const next = stepAfter('QUESTIONNAIRE', selectedTier);
    if (next === 'SUCCESS') {
      await complete(selectedTier, given);
      return;
    }
    await saveDraft({ answers: given });
    setStep(next);
  };

  /** Leaves a step that saves nothing of its own: the next one, or the RSVP sent when none is left. */
  const continueFrom = async (from: RsvpStep) => {
    const next = stepAfter(from, selectedTier);
    if (next === 'SUCCESS') await complete(selectedTier, savedAnswers);
    else setStep(next);
  };
  /** Whether leaving this step may send the RSVP or open its checkout: a free ticket picked here is sent at once. */
  const sendsFrom = (step: RsvpStep) =>
    step === 'PAYMENT' ||
    stepAfter(step, selectedTier) === 'SUCCESS' ||
    (step === 'TICKET_TIER_SELECTION' && tiers.some((tier) => stepAfter(step, tier) === 'SUCCESS'));
  const continueLabelAfter = (from: RsvpStep) => (stepAfter(from, selectedTier) === 'SUCCESS' ? 'Send RSVP' : 'Continue');

  const saveForLater = async (given: QuestionAnswer[]) => {
    setAnswers(given);
    if (await saveDraft({ answers: given })) toast.success('Saved: come back to this page to finish your RSVP');
  };

  if (draftState.status === 'starting') return <PageLoader label="Starting your RSVP…" />;
  if (draftState.status === 'failed') {
    const refusal = inviteCodeRefusal(draftState.error);
    if (refusal && onInviteCodeRefused) return <InviteCodeRefused message={refusal} onRetry={onInviteCodeRefused} />;
    return <LoadError error={draftState.error} />;
  }

  const back = steps.includes('TICKET_TIER_SELECTION') ? () => setStep('TICKET_TIER_SELECTION') : null;
  const shownSteps = steps.length > 1 ? steps : [];
  return (
    <div className="flex flex-col gap-6">
      {shownSteps.length > 0 ? (
        <ol aria-label="RSVP steps" className="flex flex-wrap gap-2 text-sm">
          {shownSteps.map((item, i) => (
            <li
              key={item}
              aria-current={item === current ? 'step' : undefined}
              className={`rounded-full border px-3 py-1 ${item === current ? 'border-primary font-semibold text-fg' : 'border-border text-fg-muted'}`}
            >
              {i + 1}. {STEP_LABELS[item]}
            </li>
          ))}
        </ol>
      ) : null}
      <Card as="section" aria-labelledby="rsvp-step-title" className="flex flex-col gap-4">
        <h2 id="rsvp-step-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {current === 'SUCCESS' && !result ? 'Confirm your RSVP' : STEP_TITLES[current]}
        </h2>
        {current === 'TICKET_TIER_SELECTION' ? (
          <TicketTierStep tiers={tiers} selectedTierId={tierId} busy={busy} onContinue={(id) => void continueWithTier(id)} />
        ) : current === 'LIMIT_ORGANIZATION_VERIFICATION' ? (
          <OrganizationStep
            continueLabel={continueLabelAfter('LIMIT_ORGANIZATION_VERIFICATION')}
            busy={busy}
            onContinue={() => void continueFrom('LIMIT_ORGANIZATION_VERIFICATION')}
          />
        ) : current === 'POINTS_DEDUCTION' && selectedTier ? (
          <PointsStep
            tier={selectedTier}
            balance={user.points}
            continueLabel={continueLabelAfter('POINTS_DEDUCTION')}
            busy={busy}
            onContinue={() => void continueFrom('POINTS_DEDUCTION')}
            onBack={back}
          />
        ) : current === 'QUESTIONNAIRE' ? (
          <QuestionnaireForm
            questions={questions}
            savedAnswers={savedAnswers}
            serverIssues={serverIssues}
            submitLabel={continueLabelAfter('QUESTIONNAIRE')}
            busy={busy}
            onSubmit={(given) => void continueWithAnswers(given)}
            onSaveForLater={draft ? (given) => void saveForLater(given) : undefined}
          />
        ) : current === 'PAYMENT' ? (
          selectedTier ? (
            <PaymentStep
              social={social}
              tier={selectedTier}
              fields={{ answers: withNotifyMeAnswer(savedAnswers), hideFromGuestList, ...(inviteCode ? { inviteCode } : {}) }}
              onRefused={(error) => returnToRefusedStep(error, selectedTier)}
              onBack={back}
            />
          ) : null
        ) : result ? (
          <SuccessStep rsvp={result} socialPath={socialPath(social.slug)} />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-fg-muted">{selectedTier ? `Ticket: ${selectedTier.name}` : 'One click and you are on the list.'}</p>
            <Button className="self-start" loading={busy} onClick={() => void complete(selectedTier, savedAnswers)}>
              Confirm RSVP
            </Button>
          </div>
        )}
      </Card>
      {result ? null : (
        <div className="flex flex-col gap-4">
          {notifyMeOnLastStep && sendsFrom(current) ? (
            <Checkbox
              label={NOTIFY_ME_QUESTION_TITLE}
              hint={`We e-mail you when these hosts announce a new social. ${CURATED_EVENTS_INVITATION}`}
              checked={notifyMe}
              onChange={(event) => setNotifyMe(event.target.checked)}
            />
          ) : null}
          <Checkbox
            label="Hide me from the “Who's going” list"
            hint="The hosts still see your RSVP."
            checked={hideFromGuestList}
            onChange={(event) => setHideFromGuestList(event.target.checked)}
          />
        </div>
      )}
    </div>
  );
}

/** Hands a refused invite code back to the page once (the draft start failed on it). */
function InviteCodeRefused({ message, onRetry }: { message: string; onRetry: (message: string) => void }) {
  useEffect(() => onRetry(message), [message, onRetry]);
  return <PageLoader label="Checking the invite code…" />;
}
