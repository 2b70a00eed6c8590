import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ContactPage } from './contact-page';

setupMockApi();

describe('ContactPage', () => {
  it('sends the message with its type and says so', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/supports/emails', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ok: true }, { status: 202 });
      }),
    );
    renderPage(<ContactPage />, { path: '/contact', url: '/contact' });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'SPONSORSHIP');
    await user.type(screen.getByLabelText(/your name/i), 'Sam Sponsor');
    await user.type(screen.getByLabelText(/your e-mail address/i), 'sam@example.com');
    await user.type(screen.getByRole('textbox', { name: /^message/i }), 'We would like to sponsor your summit.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent: we will reply by e-mail')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'SPONSORSHIP', name: 'Sam Sponsor', email: 'sam@example.com', message: 'We would like to sponsor your summit.' }]);
  });

  it('starts on the subject the link named', () => {
    renderPage(<ContactPage />, { path: '/contact', url: '/contact?type=SALES_ENTERPRISE' });
    expect(screen.getByLabelText('What is it about?')).toHaveValue('SALES_ENTERPRISE');
  });

  it('ignores a subject it does not know', () => {
    renderPage(<ContactPage />, { path: '/contact', url: '/contact?type=NOPE' });
    expect(screen.getByLabelText('What is it about?')).toHaveValue('CONTACT_US');
  });

  it('names the fields at fault before sending anything', async () => {
    renderPage(<ContactPage />, { path: '/contact', url: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters')).toBeInTheDocument();
  });
});
