import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useGetCircleBySlugQuery, useGetPostQuery, useGetPostUnlockInfoQuery, useUnlockPostMutation } from '@socials/api-client';
import { buildLoginPath } from '@socials/auth';
import { formatZonedTimestamp, getDisplayName, POST_ACCESS_LABELS, type Post, type PostUnlockInfo } from '@socials/domain';
import { Badge, BUTTON_LINK, Button, Card, EmptyState, LoadError, PageLoader, TEXT_LINK, toast, toastError, useConfirm, useDocumentTitle } from '@socials/ui';
import { circlePath, paths } from '../../shared/paths';
import { postPriceText } from './circle-posts';

const isMissing = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 403);
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** /circles/:slug/posts/:postId — one circle post: its body when the reader may read it, else its lock and how to open it. */
export function PostPage() {
  const { slug = '', postId = '' } = useParams();
  const circle = useGetCircleBySlugQuery(slug);
  const post = useGetPostQuery(postId, { skip: !postId });
  useDocumentTitle(post.data?.title ?? 'Post');
  usePaymentReturn();

  if (post.isLoading) return <PageLoader label="Loading the post…" />;
  if (!post.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Post not found</h1>
        {isMissing(post.error) || !post.error ? (
          <EmptyState
            title="There is no post at this address"
            description="It may have been removed, or it belongs to a circle you are not in."
            action={
              <Link to={paths.circles} className={BUTTON_LINK}>
                See all circles
              </Link>
            }
          />
        ) : (
          <LoadError error={post.error} onRetry={post.refetch} />
        )}
      </div>
    );
  }
  const shown = post.data;
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        {circle.data ? (
          <Link to={circlePath(circle.data.slug)} className={`text-sm ${TEXT_LINK}`}>
            ← {circle.data.name}
          </Link>
        ) : null}
        {shown.coverUrl ? <img src={shown.coverUrl} alt="" className="aspect-[3/1] w-full rounded-lg object-cover" /> : null}
        <h1 className="text-3xl font-bold tracking-tight break-words">{shown.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Badge>{POST_ACCESS_LABELS[shown.access]}</Badge>
          <span>
            By {getDisplayName(shown.author) || 'a host'} ·{' '}
            <time dateTime={new Date(shown.createdAt).toISOString()}>{formatZonedTimestamp(shown.createdAt, readerZone())}</time>
          </span>
        </p>
        {shown.teaser ? <p className="text-lg">{shown.teaser}</p> : null}
      </header>
      {shown.bodyHtml !== null ? (
        // Rendered and sanitised on the server (an allowlist: no script, style or event handlers; links open safely); styled by .rich-text.
        <div className="rich-text text-fg" data-testid="post-body" dangerouslySetInnerHTML={{ __html: shown.bodyHtml }} />
      ) : (
        <PostLock post={shown} />
      )}
    </article>
  );
}

/** Back from the provider's checkout: say how it went (the webhook unlocks the post). */
function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const payment = params.get('payment');
  useEffect(() => {
    if (!payment) return;
    if (payment === 'success') toast.success('Thank you: the post opens as soon as the payment is confirmed');
    else toast('The payment was cancelled: nothing was charged');
    setParams({}, { replace: true });
  }, [payment, setParams]);
}

/** Why the post is locked and, when the reader can, the button that unlocks it (after a confirm). */
function PostLock({ post }: { post: Post }) {
  const info = useGetPostUnlockInfoQuery(post.id);
  const location = useLocation();
  let action = null;
  if (info.isLoading) action = <PageLoader label="Checking what unlocking takes…" />;
  else if (info.error || !info.data) action = <LoadError error={info.error} onRetry={info.refetch} />;
  else if (info.data.reason === 'SIGN_IN')
    action = (
      <Link to={buildLoginPath(`${location.pathname}${location.search}`)} className={BUTTON_LINK}>
        Sign in to unlock
      </Link>
    );
  else if (info.data.canUnlock) action = <UnlockButton post={post} info={info.data} />;
  return (
    <Card role="region" aria-labelledby="post-lock-title" className="flex flex-col gap-3">
      <h2 id="post-lock-title" className="text-xl font-semibold">
        This post is locked
      </h2>
      <p>{post.lock.message}</p>
      {action}
    </Card>
  );
}

function UnlockButton({ post, info }: { post: Post; info: PostUnlockInfo }) {
  const [unlock, { isLoading }] = useUnlockPostMutation();
  const confirm = useConfirm();
  const price = postPriceText(post) ?? '';
  const points = info.access === 'POINTS';
  const go = async () => {
    try {
      const reply = await unlock(post.id).unwrap();
      if (reply.status === 'CHECKOUT' && reply.checkoutUrl) window.location.assign(reply.checkoutUrl);
      else toast.success('Post unlocked');
    } catch (error) {
      toastError(error);
    }
  };
  const ask = () =>
    confirm({
      title: points ? `Spend ${price} on this post?` : `Pay ${price} for this post?`,
      body: points
        ? `Your balance goes from ${info.balance ?? 0} to ${(info.balance ?? 0) - (info.pointsCost ?? 0)} points.`
        : 'You go to the payment page; the post opens once the payment is confirmed.',
      keepLabel: 'Not now',
      confirmLabel: points ? `Unlock for ${price}` : `Pay ${price}`,
      tone: 'primary',
      onConfirm: () => void go(),
    });
  return (
    <div className="flex flex-col gap-2">
      {points ? <p className="text-sm text-fg-muted">Your balance: {(info.balance ?? 0).toLocaleString('en-US')} points</p> : null}
      {info.canAfford ? (
        <Button onClick={ask} loading={isLoading} className="self-start">
          Unlock for {price}
        </Button>
      ) : (
        <p role="status" className="text-sm font-medium">
          {points ? `You need ${price} to unlock it.` : 'Payments are not available right now.'}
        </p>
      )}
    </div>
  );
}
