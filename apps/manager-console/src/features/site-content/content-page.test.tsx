import type { ContentEntry } from '@socials/domain';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ContentPage } from './content-page';

setupMockApi();

const entry = (overrides: Partial<ContentEntry>): ContentEntry => ({
  id: 'e1',
  kind: 'JOB',
  slug: 'cto',
  title: 'CTO',
  summary: null,
  body: '',
  html: '',
  fields: { company: 'Acme', location: 'NYC', employmentType: 'FULL_TIME', remote: false, bountyCents: 0 },
  published: true,
  publishedAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 1),
  ...overrides,
});

describe('ContentPage', () => {
  it('lists the jobs with their drafts, and puts the server faults of a new job on its fields', async () => {
    signIn();
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/content/JOB', ({ request }) => {
        expect(new URL(request.url).searchParams.get('includeDrafts')).toBe('true');
        return HttpResponse.json({
          data: [entry({}), entry({ id: 'e2', slug: 'intern', title: 'Intern', published: false, publishedAt: null })],
          meta: { lastEvaluatedKey: null },
        });
      }),
      http.post('*/api/content/JOB', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'Too small', fieldErrors: [{ field: 'body.fields.company', message: 'Name the company' }] },
          { status: 400 },
        );
      }),
    );
    renderPage(<ContentPage />, { path: '/content', url: '/content?kind=JOB' });

    const intern = (await screen.findByText('Intern')).closest('li')!;
    expect(within(intern).getByText('Draft')).toBeInTheDocument();
    expect(within(intern).getByRole('button', { name: 'Publish “Intern”' })).toBeInTheDocument();
    expect(within(screen.getByText('CTO').closest('li')!).getByRole('link', { name: '/jobs/cto' })).toHaveAttribute('href', '/jobs/cto');

    await userEvent.click(screen.getByRole('button', { name: 'New job' }));
    const editor = screen.getByRole('region', { name: 'New job' });
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Title' }), 'Head of Data');
    expect(within(editor).getByRole('textbox', { name: /^Address/ })).toHaveValue('head-of-data');
    await userEvent.type(within(editor).getByRole('spinbutton', { name: /^Job bounty/ }), '2500');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));

    expect(await within(editor).findByText('Name the company')).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: /^Company/ })).toHaveAccessibleDescription(/Name the company/);
    expect(posted).toEqual([
      expect.objectContaining({ title: 'Head of Data', slug: 'head-of-data', published: false, fields: expect.objectContaining({ bountyCents: 250_000 }) }),
    ]);
  });
});
