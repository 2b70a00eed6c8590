import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conference, ConferencePartner } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { PartnersEditor } from './partners-editor';

setupMockApi();

const conference = { id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10', slug: 'data-days', name: 'Data Days' } as Conference;
interface PatronFixture {
  id: string;
  code: string;
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
}
const acme: PatronFixture = {
  id: '22222222-2222-4222-8222-222222222222',
  code: 'acme-cloud',
  name: 'Acme Cloud',
  logoUrl: 'https://cdn.example.com/acme.png',
  websiteUrl: null,
};
const globex: PatronFixture = { ...acme, id: '33333333-3333-4333-8333-333333333333', code: 'globex', name: 'Globex', logoUrl: null };
const partnerOf = (patron: PatronFixture): ConferencePartner =>
  ({ ...patron, pageUrl: `https://socials.example.com/patrons/${patron.code}` }) as ConferencePartner;

describe('PartnersEditor', () => {
  it('adds a patron as a partner and removes one, with the list kept up to date', async () => {
    let partners = [partnerOf(acme)];
    const calls: string[] = [];
    server.use(
      http.get(`*/api/conferences/${conference.id}/patrons`, () => HttpResponse.json({ data: partners })),
      http.get('*/api/patrons', () => HttpResponse.json({ data: [acme, globex] })),
      http.post(`*/api/conferences/${conference.id}/patrons/:patronId`, ({ params }) => {
        calls.push(`add ${String(params.patronId)}`);
        partners = [...partners, partnerOf(globex)];
        return HttpResponse.json({ data: partners });
      }),
      http.delete(`*/api/conferences/${conference.id}/patrons/:patronId`, ({ params }) => {
        calls.push(`remove ${String(params.patronId)}`);
        partners = partners.filter((partner) => partner.id !== params.patronId);
        return HttpResponse.json({ data: partners });
      }),
    );
    signIn();
    renderPage(<PartnersEditor conference={conference} />, { path: '/summit', url: '/summit' });
    expect(await screen.findByRole('link', { name: 'Acme Cloud' })).toHaveAttribute('href', 'https://socials.example.com/patrons/acme-cloud');
    const user = userEvent.setup();
    // Only the patrons that are not partners yet are offered.
    expect(await screen.findByRole('combobox', { name: 'Patron to add' })).toHaveDisplayValue('Globex');
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByText('Globex is a partner of Data Days')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Globex' })).toBeInTheDocument();
    expect(screen.getByText('Every patron is a partner already. Create patrons on the Patrons page.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Acme Cloud' }));
    expect(await screen.findByText('Acme Cloud is no longer a partner')).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Patron to add' });
    expect(calls).toEqual([`add ${globex.id}`, `remove ${acme.id}`]);
  });

  it('says when the conference has no partners yet', async () => {
    server.use(
      http.get(`*/api/conferences/${conference.id}/patrons`, () => HttpResponse.json({ data: [] })),
      http.get('*/api/patrons', () => HttpResponse.json({ data: [] })),
    );
    signIn();
    renderPage(<PartnersEditor conference={conference} />, { path: '/summit', url: '/summit' });
    expect(await screen.findByRole('heading', { name: 'No partners yet' })).toBeInTheDocument();
  });
});
