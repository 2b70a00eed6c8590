import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Patron, PatronAutomationStatus, PatronQuestionBank } from '@socials/domain';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { PatronPortalPage } from './patron-portal-page';

setupMockApi();

const patron: Patron = {
  id: '22222222-2222-4222-8222-222222222222',
  code: 'acme-cloud',
  name: 'Acme Cloud',
  description: 'Servers and coffee.',
  logoUrl: null,
  websiteUrl: null,
  automationStatus: 'OFF',
  createdAt: Date.UTC(2026, 0, 1),
  canManage: true,
};

const bank = (automationStatus: PatronAutomationStatus, texts: string[] = []): PatronQuestionBank => ({
  automationStatus,
  data: texts.map((text, i) => ({ id: `q${i}`, patronId: patron.id, text, status: 'PENDING', createdAt: Date.UTC(2026, 0, 2) })),
});

const openPortal = (patrons: Patron[] = [patron]) => {
  server.use(http.get('*/api/patrons/mine', () => HttpResponse.json({ data: patrons })));
  signIn();
  return renderPage(<PatronPortalPage />, { path: '/patron', url: '/patron' });
};

describe('PatronPortalPage', () => {
  it('tells someone who acts for no patron how to become one', async () => {
    openPortal([]);
    expect(await screen.findByRole('heading', { name: 'You do not act for a patron' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and lists the invoices with their PDF download', async () => {
    server.use(
      http.get(`*/api/patrons/${patron.id}/invoices`, () =>
        HttpResponse.json({
          data: [
            {
              id: 'inv-1',
              patronId: patron.id,
              number: 'SOC-2026-0007',
              description: 'Spring season',
              amount: 150000,
              currency: 'USD',
              status: 'ISSUED',
              issuedAt: Date.UTC(2026, 2, 1),
            },
          ],
        }),
      ),
    );
    openPortal();
    const user = userEvent.setup();
    const profileTab = await screen.findByRole('tab', { name: 'Profile' });
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Acme Cloud');

    profileTab.focus();
    await user.keyboard('{ArrowRight}');
    const invoicesTab = screen.getByRole('tab', { name: 'Invoices' });
    expect(invoicesTab).toHaveFocus();
    expect(invoicesTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'SOC-2026-0007' })).toBeInTheDocument();
    expect(screen.getByText(/\$1,500\.00 · issued March 01, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF of invoice SOC-2026-0007' })).toBeEnabled();
  });

  it('regenerates the question bank, says so, and shows the questions once the job is done', async () => {
    let current = bank('OFF');
    server.use(
      http.get(`*/api/patrons/${patron.id}/question-bank`, () => HttpResponse.json(current)),
      http.post(`*/api/patrons/${patron.id}/question-bank/regenerate`, () => {
        current = bank('READY', ['What would make Acme Cloud more useful to you?']);
        return HttpResponse.json(bank('PENDING'), { status: 202 });
      }),
    );
    openPortal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Question bank' }));
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate questions' }));

    expect(await screen.findByText('Questions regenerated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ready')).toBeInTheDocument());
    expect(screen.getByText('What would make Acme Cloud more useful to you?')).toBeInTheDocument();
  });
});
