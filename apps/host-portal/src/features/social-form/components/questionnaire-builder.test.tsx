import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateSocialBody } from '@socials/domain';
import { setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { emptySocialFormValues, type SocialFormValues } from '../social-form-schema';
import { questionnaireToForm } from '../questionnaire-form';
import { SocialForm } from './social-form';

setupMockApi();

/** A form whose basic fields are valid already, so that each test is about its own section. */
function renderForm(onSubmit: (body: CreateSocialBody) => Promise<void>, changes: Partial<SocialFormValues> = {}) {
  const values: SocialFormValues = {
    ...emptySocialFormValues('America/New_York'),
    title: 'Founders Dinner',
    eventTimestamp: '2026-03-05T19:00',
    eventEndTimestamp: '2026-03-05T21:00',
    isOnline: true,
    ...changes,
  };
  return renderPage(<SocialForm mode="create" defaultValues={values} submitLabel="Create social" onSubmit={onSubmit} />, {
    path: '/socials/new',
    url: '/socials/new',
  });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create social' }));
const sentBody = (onSubmit: ReturnType<typeof vi.fn>) => onSubmit.mock.calls[0]?.[0] as CreateSocialBody;

describe('SocialForm questionnaire and settings', () => {
  it('asks for answers to choose from on a choice question, then sends them as a list', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.selectOptions(screen.getByLabelText(/^Question 1 type/), 'MULTIPLE_CHOICES');
    await userEvent.type(screen.getByLabelText(/^Question 1 text/), 'What do you do?');
    await submit();

    const answers = screen.getByLabelText(/^Question 1 answers to choose from/);
    await waitFor(() => expect(answers).toHaveAttribute('aria-invalid', 'true'));
    expect(answers).toHaveAccessibleDescription(expect.stringContaining('A choice question needs at least one answer to choose from'));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(answers, { target: { value: 'Founder\nInvestor\n' } });
    await userEvent.click(screen.getByLabelText('Question 1 is required'));
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sentBody(onSubmit).questionnaire).toEqual([
      expect.objectContaining({
        questionType: 'MULTIPLE_CHOICES',
        title: 'What do you do?',
        isRequired: true,
        availableAnswers: ['Founder', 'Investor'],
        subQuestions: [],
      }),
    ]);
  });

  it('sends a coordinate question with follow-up questions under one of its answers', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.selectOptions(screen.getByLabelText(/^Question 1 type/), 'COORDINATE');
    await userEvent.type(screen.getByLabelText(/^Question 1 text/), 'Are you coming with a team?');
    fireEvent.change(screen.getByLabelText(/^Question 1 answers to choose from/), { target: { value: 'Yes\nNo' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add follow-up questions to question 1' }));
    await userEvent.type(screen.getByLabelText(/^Question 1, follow-ups 1, question 1 text/), 'How many people?');
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [question] = sentBody(onSubmit).questionnaire ?? [];
    expect(question?.subQuestions).toEqual([
      { option: 'Yes', questions: [expect.objectContaining({ title: 'How many people?', questionType: 'SHORT_TEXT' })] },
    ]);
  });

  it('reorders questions and keeps questions that cannot be removed', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    const questionnaire = questionnaireToForm([
      {
        id: 'a',
        questionType: 'SHORT_TEXT',
        isRequired: false,
        title: 'First',
        availableAnswers: [],
        subQuestions: [],
        userDataMapping: null,
        canRemove: false,
        isOptInShareResponse: false,
      },
      {
        id: 'b',
        questionType: 'LONG_TEXT',
        isRequired: false,
        title: 'Second',
        availableAnswers: [],
        subQuestions: [],
        userDataMapping: null,
        canRemove: true,
        isOptInShareResponse: true,
      },
    ]);
    renderForm(onSubmit, { questionnaire });

    expect(screen.queryByRole('button', { name: 'Remove question 1' })).not.toBeInTheDocument();
    expect(screen.getByText('This question cannot be removed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sentBody(onSubmit).questionnaire?.map((question) => [question.id, question.canRemove, question.isOptInShareResponse])).toEqual([
      ['b', true, true],
      ['a', false, false],
    ]);
  });

  it('sends tier amounts in cents and needs a price or a deposit on a paid tier', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add a ticket tier' }));
    await userEvent.type(screen.getByLabelText(/^Tier 2 name/), 'VIP');
    await userEvent.selectOptions(screen.getByLabelText(/^Tier 2 type/), 'PAID');
    await submit();

    const price = screen.getByLabelText(/^Tier 2 price/);
    await waitFor(() => expect(price).toHaveAccessibleDescription('A paid tier needs a price or a deposit'));

    await userEvent.type(price, '25.50');
    await userEvent.type(screen.getByLabelText(/^Tier 2 deposit/), '10');
    await userEvent.type(screen.getByLabelText(/^Tier 2 quantity/), '5');
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sentBody(onSubmit).ticketTiers).toEqual([
      { name: 'General admission', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: null, pointsCost: 0 },
      { name: 'VIP', type: 'PAID', ticketPrice: 2550, depositAmount: 1000, quantity: 5, pointsCost: 0 },
    ]);
  });

  it('sends the RSVP, tag and attendance settings', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await userEvent.type(screen.getByLabelText(/^Tags/), 'AI, founders ,');
    await userEvent.click(screen.getByLabelText('Guests need my approval'));
    await userEvent.selectOptions(screen.getByLabelText(/^When a seat frees up/), 'AUTOMATIC');
    await userEvent.selectOptions(screen.getByLabelText(/^A guest's cancel counts as late/), 'WITHIN24H');
    await userEvent.click(screen.getByLabelText("Hosts scan each guest's ticket"));
    await userEvent.click(screen.getByLabelText('Guests check in from their location'));
    await userEvent.clear(screen.getByLabelText(/^Check-in radius/));
    await userEvent.type(screen.getByLabelText(/^Check-in radius/), '150');
    await userEvent.type(screen.getByLabelText(/^Venue latitude/), '40.7128');
    await submit();

    const longitude = screen.getByLabelText(/^Venue longitude/);
    await waitFor(() => expect(longitude).toHaveAccessibleDescription('Enter both latitude and longitude, or neither'));
    await userEvent.type(longitude, '-74.006');
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sentBody(onSubmit)).toMatchObject({
      tags: ['AI', 'founders'],
      requiresApproval: true,
      waitlistPromotionMode: 'AUTOMATIC',
      cancellationWindow: 'WITHIN24H',
      limitsOrganizations: false,
      attendance: { methods: ['HOST_QRCODE', 'GPS'], radiusMeters: 150, venueCoordinate: { latitude: 40.7128, longitude: -74.006 } },
    });
  });
});
