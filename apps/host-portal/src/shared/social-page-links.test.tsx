import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { usersApi } from '@socials/api-client';
import { aMe } from '@socials/domain/testing';
import { server, setupMockApi, signIn } from '../test/msw';
import { renderPage } from '../test/render';
import { SocialPageLinks } from './social-page-links';

setupMockApi();

const SOCIAL_ID = '11111111-1111-4111-8111-111111111111';

/** Signs in a host with these features and shows the links of a social's Guests page. */
async function linksFor(changes: Parameters<typeof aMe>[0]) {
  signIn();
  server.use(http.get('*/api/users/me', () => HttpResponse.json(aMe(changes))));
  const { store } = renderPage(<SocialPageLinks socialId={SOCIAL_ID} current="attendees" />, {
    path: '/socials/:id/attendees',
    url: `/socials/${SOCIAL_ID}/attendees`,
  });
  // Only once the signed-in user is known does a missing link say anything.
  await waitFor(() => expect(usersApi.endpoints.getMe.select()(store.getState()).isSuccess).toBe(true));
  return within(await screen.findByRole('navigation', { name: "This social's pages" }));
}

describe('SocialPageLinks', () => {
  it('leaves out the Tables link for a host without table grouping', async () => {
    const nav = await linksFor({ hostFeatures: ['ADVANCE_BLAST'] });
    expect(nav.queryByRole('link', { name: 'Tables' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Photos' })).toBeInTheDocument();
  });

  it('links to the tables of a host who has table grouping', async () => {
    const nav = await linksFor({ hostFeatures: ['TABLE_GROUPING'] });
    expect(await nav.findByRole('link', { name: 'Tables' })).toHaveAttribute('href', `/socials/${SOCIAL_ID}/tables`);
  });

  it('links to the tables for staff', async () => {
    const nav = await linksFor({ isAdmin: true });
    expect(await nav.findByRole('link', { name: 'Tables' })).toHaveAttribute('href', `/socials/${SOCIAL_ID}/tables`);
  });
});
