import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSocial, me } from '../../../test/fixtures';
import { server, setupMockApi, signIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { SocialDetailPage } from '../social-detail-page';

setupMockApi();

const social = makeSocial();

function open() {
  server.use(
    http.get(`*/api/socials/slug/${social.slug}`, () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/homiesgoing`, () => HttpResponse.json({ count: 0, data: [] })),
  );
  renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: `/socials/${social.slug}` });
}

function withShareSheet(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true, writable: true });
  return navigator.share as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('sharing a social', () => {
  it("opens the browser's share sheet with the title, a line and the link carrying the sharer's ref", async () => {
    signIn();
    const share = withShareSheet(() => Promise.resolve());
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: social.title,
      text: `Join me at ${social.title}`,
      url: `${window.location.origin}/socials/${social.slug}?ref=${me.id}`,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies nothing when the share sheet is closed, and copies the link when sharing fails', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    withShareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(writeText).not.toHaveBeenCalled();
    withShareSheet(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Share…' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/socials/${social.slug}`);
  });

  it('offers Copy link where the browser has no share sheet', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });
});
