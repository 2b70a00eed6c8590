import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSocial, me } from '../test/fixtures';
import { server, setupMockApi, signIn } from '../test/msw';
import { renderPage } from '../test/render';
import { AddToCalendar } from './add-to-calendar';

setupMockApi();

describe('AddToCalendar', () => {
  it('reports the ADD_TO_CALENDAR completion step of a signed-in user who adds a social', async () => {
    signIn();
    const patches: unknown[] = [];
    server.use(
      http.patch('*/api/users/me', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(me);
      }),
    );
    renderPage(<AddToCalendar social={makeSocial()} />, { path: '/', url: '/' });
    const link = await screen.findByRole('link', { name: /google calendar/i });
    await userEvent.click(link);
    await waitFor(() => expect(patches).toEqual([{ reportedSteps: ['ADD_TO_CALENDAR'] }]));
  });
});
