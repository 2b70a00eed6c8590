import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateSocialBody, UpdateSocialBody } from '@socials/domain';
import { setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { emptySocialFormValues } from '../social-form-schema';
import { SocialForm } from './social-form';

setupMockApi();

function renderForm(onSubmit: (body: CreateSocialBody) => Promise<void>) {
  return renderPage(<SocialForm mode="create" defaultValues={emptySocialFormValues('America/New_York')} submitLabel="Create social" onSubmit={onSubmit} />, {
    path: '/socials/new',
    url: '/socials/new',
  });
}

const setValue = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SocialForm', () => {
  it('shows an end before the start on the end field and does not submit', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);

    await userEvent.type(screen.getByLabelText(/^Title/), 'Founders Dinner');
    setValue(/^Starts/, '2026-03-05T19:00');
    setValue(/^Ends/, '2026-03-05T18:00');
    await userEvent.type(screen.getByLabelText(/^Venue name/), 'The Loft');
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));

    const end = screen.getByLabelText(/^Ends/);
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription('The event must end after it starts');
    expect(screen.getByLabelText(/^Starts/)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the times as epoch milliseconds read in the chosen zone', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await userEvent.type(screen.getByLabelText(/^Title/), 'Founders Dinner');
    setValue(/^Starts/, '2026-03-05T19:00');
    setValue(/^Ends/, '2026-03-05T21:30');
    await userEvent.selectOptions(screen.getByLabelText(/^Time zone/), 'Asia/Singapore');
    await userEvent.type(screen.getByLabelText(/^Venue name/), 'The Loft');
    await userEvent.type(screen.getByLabelText(/^Capacity/), '40');
    await userEvent.click(screen.getByLabelText('Public social'));
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      title: 'Founders Dinner',
      timezone: 'Asia/Singapore',
      eventTimestamp: Date.UTC(2026, 2, 5, 11, 0),
      eventEndTimestamp: Date.UTC(2026, 2, 5, 13, 30),
      isOnline: false,
      isPublic: true,
      maxCapacity: 40,
      cityId: null,
      venueData: { name: 'The Loft', address: '' },
    });
  });

  it('takes the zone of the chosen city', async () => {
    renderForm(vi.fn(async () => undefined));

    await screen.findByRole('option', { name: 'Singapore, SG' });
    await userEvent.selectOptions(screen.getByLabelText(/^City/), 'singapore');

    expect(screen.getByLabelText(/^Time zone/)).toHaveValue('Asia/Singapore');
  });

  it('shows the saved city once the cities arrive, and keeps it when the host saves', async () => {
    const onSubmit = vi.fn(async (_body: UpdateSocialBody) => undefined);
    const saved = { ...emptySocialFormValues('Asia/Singapore'), title: 'Founders Dinner', cityId: 'singapore', isOnline: true };
    saved.eventTimestamp = '2026-03-05T19:00';
    saved.eventEndTimestamp = '2026-03-05T21:00';
    renderPage(<SocialForm mode="edit" defaultValues={saved} submitLabel="Save changes" onSubmit={onSubmit} />, {
      path: '/socials/:id/edit',
      url: '/socials/1/edit',
    });

    await screen.findByRole('option', { name: 'Singapore, SG' });
    expect(screen.getByLabelText(/^City/)).toHaveValue('singapore');
    expect(screen.getByRole('option', { name: 'Singapore, SG' })).toHaveProperty('selected', true);

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cityId: 'singapore' });
  });

  it('puts server field errors on their inputs and focuses the first', async () => {
    const onSubmit = vi.fn(async () => {
      throw {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'Invalid body', fieldErrors: [{ field: 'body.title', message: 'That title is taken' }] },
      };
    });
    renderForm(onSubmit);

    await userEvent.type(screen.getByLabelText(/^Title/), 'Founders Dinner');
    setValue(/^Starts/, '2026-03-05T19:00');
    setValue(/^Ends/, '2026-03-05T21:00');
    await userEvent.click(screen.getByLabelText('This social is online'));
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));

    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveAccessibleDescription('That title is taken'));
    expect(title).toHaveFocus();
  });
  it('asks for a no-show policy once a tier holds a deposit, and sends it', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await userEvent.type(screen.getByLabelText(/^Title/), 'Founders Dinner');
    setValue(/^Starts/, '2026-03-05T19:00');
    setValue(/^Ends/, '2026-03-05T21:30');
    await userEvent.click(screen.getByLabelText('This social is online'));
    expect(screen.queryByLabelText(/^No-show policy/)).not.toBeInTheDocument();

    setValue(/^Tier 1 deposit/, '10');
    const policy = await screen.findByLabelText(/^No-show policy/);
    expect(policy).toHaveValue('REFUND_ON_ATTENDANCE');
    expect(screen.getByRole('option', { name: 'Refund deposits to those who attend' })).toBeInTheDocument();
    await userEvent.selectOptions(policy, 'NEVER_REFUND');
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ noShowPolicy: 'NEVER_REFUND', ticketTiers: [{ type: 'FREE', depositAmount: 1000 }] });
  });

  it('asks an online social for its join link, checks it is a web address, and sends it', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await userEvent.type(screen.getByLabelText(/^Title/), 'Remote Standup');
    setValue(/^Starts/, '2026-03-05T19:00');
    setValue(/^Ends/, '2026-03-05T20:00');
    expect(screen.queryByLabelText(/^Join link/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('This social is online'));
    const link = screen.getByLabelText(/^Join link/);
    expect(link).toHaveAccessibleDescription(expect.stringContaining('Only confirmed guests see it'));

    await userEvent.type(link, 'meet me there');
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining('Enter a full web address')));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.example.com/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ isOnline: true, onlineLink: 'https://meet.example.com/abc' });
  });

  it('refuses a join link that would run script or is not https, as the server does', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/^Title/), 'Remote Standup');
    setValue(/^Starts/, '2026-03-05T19:00');
    setValue(/^Ends/, '2026-03-05T20:00');
    await userEvent.click(screen.getByLabelText('This social is online'));
    const link = screen.getByLabelText(/^Join link/);

    for (const typed of ['JaVaScRiPt:alert(1)', 'http://meet.example.com/abc']) {
      await userEvent.clear(link);
      await userEvent.type(link, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Create social' }));
      await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining('Enter a full web address')));
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
