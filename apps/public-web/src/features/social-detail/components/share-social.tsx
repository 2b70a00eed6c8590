import { useCurrentUser } from '@socials/auth';
import { Button, toast, toastError } from '@socials/ui';
import { socialPath } from '../../../shared/paths';

/**
 * The social's address to share. The share link carries the sharer's `ref` (the first
 * invite code; until invite codes exist, the user's id), kept by whoever opens it for their sign-up.
 */
export function socialShareUrl(origin: string, slug: string, ref: string | null): string {
  const url = new URL(socialPath(slug), origin);
  if (ref) url.searchParams.set('ref', ref);
  return url.href;
}

/** The phone's own share sheet where the browser has one, else Copy link. */
export function ShareSocial({ slug, title }: { slug: string; title: string }) {
  const { user } = useCurrentUser();
  const link = () => socialShareUrl(window.location.origin, slug, user?.id ?? null);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link());
      toast.success('Link copied');
    } catch {
      toastError('The link could not be copied: copy it from the address bar instead.');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, text: `Join me at ${title}`, url: link() });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to copying.
      if ((error as Error).name !== 'AbortError') await copy();
    }
  };

  return (
    <section aria-labelledby="share-title" className="flex flex-col gap-2">
      <h2 id="share-title" className="text-xl font-semibold">
        Share
      </h2>
      <Button variant="secondary" className="self-start" onClick={() => void (canShare ? share() : copy())}>
        {canShare ? 'Share…' : 'Copy link'}
      </Button>
    </section>
  );
}
