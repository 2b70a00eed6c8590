import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromoCode } from '@socials/domain';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CreatePromoPage } from './create-promo-page';

setupMockApi();

const dinner = makeSocial();
const privateBrunch = makeSocial({ id: '22222222-2222-4222-8222-222222222222', slug: 'private-brunch', title: 'Private Brunch', isPublic: false });

/** Serves both socials, the search and the promo codes; records the search words and the codes created. */
function serve() {
  const searches: unknown[] = [];
  const created: { socialId: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/socials/search', async ({ request }) => {
      searches.push(await request.json());
      return HttpResponse.json({ data: [dinner], meta: { lastEvaluatedKey: null } });
    }),
    http.get(`*/api/socials/${dinner.id}`, () => HttpResponse.json(dinner)),
    http.get('*/api/socials/slug/private-brunch', () => HttpResponse.json(privateBrunch)),
    http.get('*/api/socials/:id/promo-codes', () => HttpResponse.json({ data: [] })),
    http.post('*/api/socials/:id/promo-codes', async ({ request, params }) => {
      const body = (await request.json()) as Omit<PromoCode, 'id' | 'socialId' | 'usedCount'>;
      created.push({ socialId: String(params.id), body });
      return HttpResponse.json({ ...body, id: 'promo-1', socialId: String(params.id), usedCount: 0 });
    }),
  );
  return { searches, created };
}

const openPage = (url = '/create-promo') => renderPage(<CreatePromoPage />, { path: '/create-promo', url });

async function createCode(code: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'New promo code' }));
  const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
  await userEvent.type(within(dialog).getByLabelText(/^Code/), code);
  await userEvent.type(within(dialog).getByLabelText(/^Percent off/), '15');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
}

describe('CreatePromoPage', () => {
  it('creates a code for a social found by search', async () => {
    signIn();
    const { searches, created } = serve();
    openPage();

    await userEvent.type(await screen.findByRole('searchbox', { name: 'Words in the title, description or tags' }), 'founders');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Founders Dinner' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Founders Dinner' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No promo codes yet' })).toBeInTheDocument();
    await createCode('staff15');

    expect(await screen.findByText('Promo code STAFF15 created')).toBeInTheDocument();
    expect(searches).toEqual([{ text: 'founders', limit: 10 }]);
    expect(created).toEqual([
      {
        socialId: dinner.id,
        body: { code: 'STAFF15', discountType: 'PERCENT', value: 15, tierIds: null, usageLimit: null, validFrom: null, validUntil: null },
      },
    ]);
  });

  it('opens a private social from a pasted link', async () => {
    signIn();
    const { created } = serve();
    openPage();

    await userEvent.type(await screen.findByRole('textbox', { name: 'Id, slug or link' }), 'https://socials.example/socials/private-brunch');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Private Brunch' })).toBeInTheDocument();
    await createCode('BRUNCH');
    expect(await screen.findByText('Promo code BRUNCH created')).toBeInTheDocument();
    expect(created.map((call) => call.socialId)).toEqual([privateBrunch.id]);
  });

  it('keeps the chosen social in the address, and lets staff choose another', async () => {
    signIn();
    serve();
    openPage(`/create-promo?social=${dinner.id}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Founders Dinner' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another social' }));
    expect(await screen.findByRole('heading', { name: 'Search public socials' })).toBeInTheDocument();
  });
});
