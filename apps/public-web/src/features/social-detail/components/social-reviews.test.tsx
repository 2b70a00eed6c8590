import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { aHostReview, aReviewSummary, aRsvp } from '@socials/domain/testing';
import type { SocialReviewSummary } from '@socials/domain';
import { makeSocial } from '../../../test/fixtures';
import { server, signIn, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { SocialDetailPage } from '../social-detail-page';

setupMockApi();

const HOUR = 60 * 60 * 1000;

function servePastSocial(myRsvp: ReturnType<typeof aRsvp> | null, summary: SocialReviewSummary) {
  const social = makeSocial({ eventTimestamp: Date.now() - 3 * HOUR, eventEndTimestamp: Date.now() - HOUR, myRsvp });
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/homiesgoing`, () => HttpResponse.json({ count: 0, data: [] })),
    http.get(`*/api/socials/${social.id}/review/summary`, () => HttpResponse.json(summary)),
    http.get(`*/api/host-reviews/social/${social.id}`, () =>
      HttpResponse.json({ data: [aHostReview({ comment: 'We talked until midnight' })], meta: { lastEvaluatedKey: null } }),
    ),
  );
}

const openSocialPage = () => renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: '/socials/founders-dinner' });

describe('Reviews on the page of a social that is over', () => {
  it('shows the average and the reviews to everyone, with no form for a visitor', async () => {
    servePastSocial(
      null,
      aReviewSummary({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1], canReview: false, cannotReviewReason: 'Sign in to review the hosts' }),
    );
    openSocialPage();

    const section = await screen.findByRole('region', { name: 'Reviews of the hosts' });
    expect(await within(section).findByText('5.0 out of 5 (1 review)')).toBeInTheDocument();
    expect(await within(section).findByText('We talked until midnight')).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it('lets an attendee who was checked in rate the hosts there', async () => {
    signIn();
    servePastSocial(aRsvp({ status: 'ATTENDED' }), aReviewSummary());
    openSocialPage();

    const section = await screen.findByRole('region', { name: 'Reviews of the hosts' });
    expect(await within(section).findByRole('form', { name: 'Rate the hosts of Founders Dinner' })).toBeInTheDocument();
    expect(within(section).getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
  });
});
