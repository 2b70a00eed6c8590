import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateSocialBody } from '@socials/domain';
import { server, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { emptySocialFormValues } from '../social-form-schema';
import { SocialForm } from './social-form';

setupMockApi();

const ADA_ID = '5b0c3d1e-8f7a-4c2b-9d6e-1a2b3c4d5e6f';

describe('CoHostsEditor', () => {
  it('adds a co-host by profile name and sends their id; an unknown name is explained', async () => {
    server.use(
      http.get('*/api/users/slug/:slug', ({ params }) =>
        params.slug === 'ada'
          ? HttpResponse.json({
              id: ADA_ID,
              slug: 'ada',
              displayName: 'Ada Lovelace',
              firstName: 'Ada',
              lastName: 'Lovelace',
              photoPath: null,
              currentCity: null,
            })
          : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'User not found' }, { status: 404 }),
      ),
    );
    const onSubmit = vi.fn(async (_body: CreateSocialBody) => undefined);
    const values = {
      ...emptySocialFormValues('America/New_York'),
      title: 'Dinner',
      eventTimestamp: '2026-03-05T19:00',
      eventEndTimestamp: '2026-03-05T21:00',
      isOnline: true,
    };
    renderPage(<SocialForm mode="create" defaultValues={values} submitLabel="Create social" onSubmit={onSubmit} />, {
      path: '/socials/new',
      url: '/socials/new',
    });

    const input = screen.getByLabelText(/^Co-host profile name/);
    await userEvent.type(input, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Add co-host' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Nobody has the profile name “nobody”')));

    await userEvent.clear(input);
    await userEvent.type(input, 'https://socials.example/users/ada{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove Ada Lovelace' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Create social' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].hostIds).toEqual([ADA_ID]);
  });
});
