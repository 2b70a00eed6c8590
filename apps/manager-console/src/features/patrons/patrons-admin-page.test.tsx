import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Patron } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { PatronsAdminPage } from './patrons-admin-page';

setupMockApi();

const acme: Patron = {
  id: '22222222-2222-4222-8222-222222222222',
  code: 'acme-cloud',
  name: 'Acme Cloud',
  description: '',
  logoUrl: null,
  websiteUrl: null,
  automationStatus: 'READY',
  createdAt: Date.UTC(2026, 0, 1),
  canManage: true,
};

function serve() {
  const invoices: unknown[] = [];
  const decisions: unknown[] = [];
  const statusChanges: unknown[] = [];
  const issued = {
    id: 'inv-0',
    patronId: acme.id,
    number: 'SOC-2026-0001',
    description: 'Winter season',
    amount: 90000,
    currency: 'USD',
    status: 'ISSUED',
    issuedAt: 1,
  };
  server.use(
    http.get('*/api/patrons', () => HttpResponse.json({ data: [acme] })),
    http.get(`*/api/patrons/${acme.id}/invoices`, () => HttpResponse.json({ data: [issued] })),
    http.patch(`*/api/patrons/${acme.id}/invoices/inv-0`, async ({ request }) => {
      const body = (await request.json()) as { status: string };
      statusChanges.push(body);
      return HttpResponse.json({ ...issued, status: body.status });
    }),
    http.get(`*/api/patrons/${acme.id}/members`, () => HttpResponse.json({ data: [] })),
    http.get(`*/api/patrons/${acme.id}/moderate-question-bank`, () =>
      HttpResponse.json({
        automationStatus: 'READY',
        data: [{ id: 'q1', patronId: acme.id, text: 'What brought you here?', status: 'PENDING', createdAt: 1 }],
      }),
    ),
    http.post('*/api/patrons', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Another patron has this code',
          fieldErrors: [{ field: 'body.code', message: 'Another patron has this code' }],
        },
        { status: 400 },
      ),
    ),
    http.post(`*/api/patrons/${acme.id}/invoices`, async ({ request }) => {
      const body = (await request.json()) as object;
      invoices.push(body);
      return HttpResponse.json({ id: 'inv-1', patronId: acme.id, number: 'SOC-2026-0002', status: 'ISSUED', issuedAt: 1, ...body }, { status: 201 });
    }),
    http.patch(`*/api/patrons/${acme.id}/question-bank/q1`, async ({ request }) => {
      decisions.push(await request.json());
      return HttpResponse.json({ id: 'q1', patronId: acme.id, text: 'What brought you here?', status: 'APPROVED', createdAt: 1 });
    }),
  );
  return { invoices, decisions, statusChanges };
}

const openPage = () => {
  signIn();
  return renderPage(<PatronsAdminPage />, { path: '/patrons', url: '/patrons' });
};

describe('PatronsAdminPage', () => {
  it('shows a code that is taken next to the code field', async () => {
    serve();
    openPage();
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'New patron' }));
    await user.type(form.getByRole('textbox', { name: /Name/ }), 'Acme Again');
    await user.type(form.getByRole('textbox', { name: /Code/ }), 'acme-cloud');
    await user.click(form.getByRole('button', { name: 'Create patron' }));
    expect(await form.findByText('Another patron has this code')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('issues an invoice in minor units and approves a question', async () => {
    const { invoices, decisions } = serve();
    openPage();
    const user = userEvent.setup();
    const invoice = within(await screen.findByRole('region', { name: 'Issue an invoice' }));
    await user.type(invoice.getByRole('textbox', { name: /Description/ }), 'Spring season');
    await user.type(invoice.getByRole('textbox', { name: /Amount/ }), '1,500.50');
    await user.click(invoice.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Invoice SOC-2026-0002 issued')).toBeInTheDocument();
    expect(invoices).toEqual([{ description: 'Spring season', amount: 150050, currency: 'USD' }]);

    await user.click(await screen.findByRole('button', { name: 'Approve: What brought you here?' }));
    expect(await screen.findByText('Question approved')).toBeInTheDocument();
    expect(decisions).toEqual([{ status: 'APPROVED' }]);
  });
  it('marks an issued invoice paid, and voids one only once confirmed', async () => {
    const { statusChanges } = serve();
    openPage();
    const user = userEvent.setup();
    const list = within(await screen.findByRole('region', { name: 'Invoices' }));
    expect(await list.findByText('SOC-2026-0001')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Void invoice SOC-2026-0001' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(statusChanges).toEqual([]);
    await user.click(list.getByRole('button', { name: 'Mark invoice SOC-2026-0001 paid' }));
    expect(await screen.findByText('Invoice SOC-2026-0001 marked paid')).toBeInTheDocument();
    expect(statusChanges).toEqual([{ status: 'PAID' }]);
  });
});
