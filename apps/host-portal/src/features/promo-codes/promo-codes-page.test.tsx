import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromoCode } from '@socials/domain';
import { freeTier, makeSocial } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { PromoCodesPage } from './promo-codes-page';

setupMockApi();

const vipTier = { ...freeTier, id: 'tier-vip', name: 'VIP', type: 'PAID' as const, ticketPrice: 5000 };
const social = makeSocial({ ticketTiers: [freeTier, vipTier] });

const spring: PromoCode = {
  id: 'promo-1',
  socialId: social.id,
  code: 'SPRING20',
  discountType: 'PERCENT',
  value: 20,
  tierIds: null,
  usageLimit: 10,
  validFrom: null,
  validUntil: null,
  usedCount: 3,
};

/** Serves the social and keeps its promo codes in memory; records each change asked for. */
function serve(initial: PromoCode[]) {
  let codes = [...initial];
  const calls: { method: string; id?: string; body?: unknown }[] = [];
  server.use(
    http.get(`*/api/socials/${social.id}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/promo-codes`, () => HttpResponse.json({ data: codes })),
    http.post(`*/api/socials/${social.id}/promo-codes`, async ({ request }) => {
      const body = (await request.json()) as Omit<PromoCode, 'id' | 'socialId' | 'usedCount'>;
      calls.push({ method: 'POST', body });
      const created = { ...body, id: `promo-${codes.length + 1}`, socialId: social.id, usedCount: 0 };
      codes = [...codes, created];
      return HttpResponse.json(created);
    }),
    http.patch('*/api/promo-codes/:p', async ({ request, params }) => {
      const body = (await request.json()) as Omit<PromoCode, 'id' | 'socialId' | 'usedCount'>;
      calls.push({ method: 'PATCH', id: String(params.p), body });
      codes = codes.map((code) => (code.id === params.p ? { ...code, ...body } : code));
      return HttpResponse.json(codes.find((code) => code.id === params.p));
    }),
    http.delete('*/api/promo-codes/:p', ({ params }) => {
      calls.push({ method: 'DELETE', id: String(params.p) });
      codes = codes.filter((code) => code.id !== params.p);
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

const openPage = () => renderPage(<PromoCodesPage />, { path: '/socials/:id/promo-codes', url: `/socials/${social.id}/promo-codes` });

describe('PromoCodesPage', () => {
  it('says when the social has no promo codes yet', async () => {
    signIn();
    serve([]);
    openPage();
    expect(await screen.findByRole('heading', { name: 'No promo codes yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Promo codes of Founders Dinner' })).toBeInTheDocument();
  });

  it('creates a code for some tiers', async () => {
    signIn();
    const calls = serve([]);
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'vip5');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Discount' }), 'AMOUNT');
    await userEvent.type(within(dialog).getByLabelText(/^Amount off/), '5');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'VIP · $50' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText('Promo code VIP5 created')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        body: { code: 'VIP5', discountType: 'AMOUNT', value: 500, tierIds: ['tier-vip'], usageLimit: null, validFrom: null, validUntil: null },
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'VIP5' })).toBeInTheDocument();
  });

  it('edits a code with a full replace', async () => {
    signIn();
    const calls = serve([spring]);
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit SPRING20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit promo code SPRING20' });
    const percent = within(dialog).getByLabelText(/^Percent off/);
    expect(percent).toHaveValue('20');
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Promo code SPRING20 saved')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        id: 'promo-1',
        body: { code: 'SPRING20', discountType: 'PERCENT', value: 25, tierIds: null, usageLimit: 10, validFrom: null, validUntil: null },
      },
    ]);
    expect(await screen.findByText('25% off')).toBeInTheDocument();
  });

  it('deletes a code once confirmed', async () => {
    signIn();
    const calls = serve([spring]);
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete SPRING20' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete promo code SPRING20?' })).getByRole('button', { name: 'Delete code' }));

    expect(await screen.findByText('Promo code SPRING20 deleted')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', id: 'promo-1' }]));
    expect(await screen.findByRole('heading', { name: 'No promo codes yet' })).toBeInTheDocument();
  });
});
