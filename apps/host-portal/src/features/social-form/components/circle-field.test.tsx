import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Circle, CreateSocialBody } from '@socials/domain';
import { aCircle } from '../../../test/fixtures';
import { server, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { emptySocialFormValues } from '../social-form-schema';
import { SocialForm } from './social-form';

setupMockApi();

const circle = (id: string, name: string, canManage: boolean): Circle =>
  aCircle({ id, slug: id, name, myMembership: { role: canManage ? 'host' : 'member', status: 'ACTIVE', referralCode: null }, canManage });

function renderForm(onSubmit: (body: CreateSocialBody) => Promise<void>) {
  server.use(
    http.get('*/api/circles/me', () =>
      HttpResponse.json({
        data: [circle('c0ffee00-0000-4000-8000-00000000000a', 'Jazz Club', true), circle('c0ffee00-0000-4000-8000-00000000000b', 'Book Club', false)],
        meta: { lastEvaluatedKey: null },
      }),
    ),
  );
  return renderPage(<SocialForm mode="create" defaultValues={emptySocialFormValues('America/New_York')} submitLabel="Create social" onSubmit={onSubmit} />, {
    path: '/socials/new',
    url: '/socials/new',
  });
}

async function fillBasics() {
  await userEvent.type(screen.getByLabelText(/^Title/), 'Jam Night');
  fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-03-05T19:00' } });
  fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-03-05T21:00' } });
  await userEvent.click(screen.getByLabelText('This social is online'));
}

describe('the circle picker of the social form', () => {
  it('lists the circles the host runs and sends the chosen one, members only once a circle is chosen', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await screen.findByRole('option', { name: 'Jazz Club' });
    expect(screen.queryByRole('option', { name: 'Book Club' })).not.toBeInTheDocument();
    const membersOnly = screen.getByLabelText('Members only');
    expect(membersOnly).toBeDisabled();

    await fillBasics();
    await userEvent.selectOptions(screen.getByLabelText(/^Circle/), 'c0ffee00-0000-4000-8000-00000000000a');
    expect(membersOnly).toBeEnabled();
    await userEvent.click(membersOnly);
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ circleId: 'c0ffee00-0000-4000-8000-00000000000a', communityOnly: true });
  });

  it('clears members only when the circle is taken away', async () => {
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    renderForm(onSubmit);

    await screen.findByRole('option', { name: 'Jazz Club' });
    await fillBasics();
    await userEvent.selectOptions(screen.getByLabelText(/^Circle/), 'c0ffee00-0000-4000-8000-00000000000a');
    await userEvent.click(screen.getByLabelText('Members only'));
    await userEvent.selectOptions(screen.getByLabelText(/^Circle/), '');
    expect(screen.getByLabelText('Members only')).toBeDisabled();
    expect(screen.getByLabelText('Members only')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ circleId: null, communityOnly: false });
  });
});
