import {
  CreatePostBody,
  decidePostAccess,
  POST_LOCK_MESSAGES,
  type Post,
  type PostAccessDecision,
  type PostPage,
  type PostUnlockInfo,
  type PostUnlockReply,
  type PageQuery,
  type UpdatePostBody,
} from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import { circleAccessFor, circleSummary, type CircleAccess } from '../circles';
import type { JobQueue } from '../../core/jobs';
import { refundDuplicateCheckout, renderTestCheckoutPage, sendTestCheckoutOutcome, type OtherCheckoutSettled, type TestCheckoutOutcome } from '../payments';
import { pointsBalance, spendPoints } from '../points';
import { findUserById } from '../users';
import { requirePostReader, requirePostWriter } from './posts.policy';
import {
  deletePost,
  endUnlock,
  findOpenUnlock,
  findPost,
  findUnlockOfSession,
  hasUnlocked,
  insertPost,
  insertUnlock,
  listPosts,
  lockUnlock,
  markUnlockRefunded,
  setUnlockCheckout,
  unlockedPostIds,
  updatePost,
  type PostChanges,
  type PostUnlockRow,
  type PostWithAuthor,
} from './posts.repo';
import { toPost } from './posts.views';
import { postsError } from './posts.errors';

/** How long a post's checkout may be paid. */
const CHECKOUT_MINUTES = 30;

function invalidPost(field: string, message: string) {
  return postsError('POST_INVALID', message, { fieldErrors: [{ field, message }] });
}

/** The post and its circle as the caller reaches them: 404 for a post of a circle they may not see, 403 for members' posts of a circle they are not in. */
async function reachPost(db: DbOrTx, viewer: Caller | null, postId: string): Promise<{ found: PostWithAuthor; access: CircleAccess }> {
  const found = await findPost(db, postId);
  if (!found) throw postsError('NOT_FOUND', 'Post not found');
  const access = await circleAccessFor(db, viewer, found.post.circleId);
  requirePostReader(access);
  return { found, access };
}

function decide(found: PostWithAuthor, access: CircleAccess, viewer: Caller | null, unlocked: boolean): PostAccessDecision {
  return decidePostAccess(found.post.access, { signedIn: viewer !== null, managesCircle: access.canManage, isMember: access.isMember, unlocked });
}

async function postView(db: DbOrTx, viewer: Caller | null, found: PostWithAuthor, access: CircleAccess): Promise<Post> {
  const unlocked = viewer ? await hasUnlocked(db, found.post.id, viewer.userId) : false;
  return toPost(found, decide(found, access, viewer, unlocked), access.canManage);
}

/** A price that fits the rule: POINTS keeps only points, PAID only a price, the others neither. */
function priceFields(post: {
  access: CreatePostBody['access'];
  pointsCost: number | null;
  priceCents: number | null;
}): Pick<PostChanges, 'pointsCost' | 'priceCents'> {
  return { pointsCost: post.access === 'POINTS' ? post.pointsCost : null, priceCents: post.access === 'PAID' ? post.priceCents : null };
}

/** POST /circles/{id}/posts */
export async function createPost(db: Db, viewer: Caller, circleId: string, body: CreatePostBody): Promise<Post> {
  const access = await circleAccessFor(db, viewer, circleId);
  requirePostWriter(access, 'write its posts');
  const row = await insertPost(db, {
    circleId,
    authorId: viewer.userId,
    title: body.title,
    teaser: body.teaser,
    body: body.body,
    coverUrl: body.coverUrl,
    access: body.access,
    ...priceFields(body),
  });
  return postView(db, viewer, (await findPost(db, row.id))!, access);
}

/** PATCH /posts/{id}: the circle's hosts change a post; the price rule holds for the post as it ends up. */
export async function changePost(db: Db, viewer: Caller, postId: string, body: UpdatePostBody): Promise<Post> {
  return withTransaction(db, async (tx) => {
    const { found, access } = await reachPost(tx, viewer, postId);
    requirePostWriter(access, 'edit its posts');
    const next = {
      access: body.access ?? found.post.access,
      pointsCost: body.pointsCost !== undefined ? body.pointsCost : found.post.pointsCost,
      priceCents: body.priceCents !== undefined ? body.priceCents : found.post.priceCents,
    };
    if (next.access === 'POINTS' && !next.pointsCost) throw invalidPost('body.pointsCost', 'Say how many points unlock the post');
    if (next.access === 'PAID' && !(next.priceCents && next.priceCents >= 50)) throw invalidPost('body.priceCents', 'A paid post costs at least 0.50');
    const { access: _rule, pointsCost: _points, priceCents: _price, ...text } = body;
    await updatePost(tx, postId, { ...text, access: next.access, ...priceFields(next) });
    return postView(tx, viewer, (await findPost(tx, postId))!, access);
  });
}

/** DELETE /posts/{id} */
export async function removePost(db: Db, viewer: Caller, postId: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { access } = await reachPost(tx, viewer, postId);
    requirePostWriter(access, 'remove its posts');
    await deletePost(tx, postId);
  });
}

/** GET /circles/{id}/posts: newest first; a locked post shows its title, teaser and price, never its body. */
export async function listCirclePosts(db: Db, viewer: Caller | null, circleId: string, query: PageQuery): Promise<PostPage> {
  const access = await circleAccessFor(db, viewer, circleId);
  requirePostReader(access);
  const rows = await listPosts(db, circleId, decodeCursor(query.exclusiveStartKey), query.limit);
  const unlocked = viewer
    ? await unlockedPostIds(
        db,
        viewer.userId,
        rows.map((row) => row.post.id),
      )
    : new Set<string>();
  const last = rows.at(-1);
  return {
    data: rows.map((row) => toPost(row, decide(row, access, viewer, unlocked.has(row.post.id)), access.canManage)),
    meta: { lastEvaluatedKey: rows.length === query.limit && last ? encodeCursor({ at: last.post.createdAt, id: last.post.id }) : null },
  };
}

/** GET /posts/{id} */
export async function getPost(db: Db, viewer: Caller | null, postId: string): Promise<Post> {
  const { found, access } = await reachPost(db, viewer, postId);
  return postView(db, viewer, found, access);
}

/** GET /posts/{id}/unlock/info: whether the caller reads it, and if not what unlocking costs and whether they can pay it. */
export async function postUnlockInfo(deps: Pick<ServiceDeps, 'db' | 'payments'>, viewer: Caller | null, postId: string): Promise<PostUnlockInfo> {
  const { found, access } = await reachPost(deps.db, viewer, postId);
  const unlocked = viewer ? await hasUnlocked(deps.db, postId, viewer.userId) : false;
  const decision = decide(found, access, viewer, unlocked);
  const balance = viewer ? await pointsBalance(deps.db, viewer.userId) : null;
  const { post } = found;
  const canAfford = decision.canUnlock && (post.access === 'POINTS' ? (balance ?? 0) >= (post.pointsCost ?? 0) : deps.payments !== null);
  return {
    postId,
    access: post.access,
    locked: !decision.readable,
    reason: decision.reason,
    message: POST_LOCK_MESSAGES[decision.reason],
    canUnlock: decision.canUnlock,
    pointsCost: post.pointsCost,
    priceCents: post.priceCents,
    currency: post.currency,
    balance,
    canAfford,
  };
}

const unlockReference = (postId: string, userId: string) => `post:${postId}:${userId}`;

export const postTestCheckoutPath = (sessionId: string) => `/api/posts/test-checkout/${encodeURIComponent(sessionId)}`;

/**
 * POST /posts/{id}/unlock. A POINTS post: the unlock row and the points spent are written in one
 * transaction; the unlock's unique index lets one of two parallel calls through, and the points
 * ledger's key (this post, this reader) spends once whatever happens. A PAID post: a checkout with
 * the payment provider, unlocked by its webhook. Unlocking what the caller already reads answers
 * the post as it is.
 */
export async function unlockPost(deps: ServiceDeps, viewer: Caller, postId: string): Promise<PostUnlockReply> {
  const { found, access } = await reachPost(deps.db, viewer, postId);
  const decision = decide(found, access, viewer, await hasUnlocked(deps.db, postId, viewer.userId));
  if (decision.readable) return { status: 'UNLOCKED', checkoutUrl: null, post: await postView(deps.db, viewer, found, access) };
  if (!decision.canUnlock) throw postsError('POST_NOT_UNLOCKABLE', POST_LOCK_MESSAGES[decision.reason]);
  if (found.post.access === 'PAID') return openCheckout(deps, viewer, found, access);

  const cost = found.post.pointsCost!;
  await withTransaction(deps.db, async (tx) => {
    const unlock = await insertUnlock(tx, { postId, userId: viewer.userId, method: 'POINTS', status: 'UNLOCKED', points: cost, unlockedAt: new Date() });
    if (!unlock) return;
    await spendPoints(tx, {
      userId: viewer.userId,
      cost,
      reason: 'POST_UNLOCK',
      reference: unlockReference(postId, viewer.userId),
      notEnough: (balance) => `This post costs ${cost} points and you have ${balance}`,
    });
  });
  return { status: 'UNLOCKED', checkoutUrl: null, post: await postView(deps.db, viewer, found, access) };
}

/** A checkout for a paid post: an open one of the caller's is offered again rather than a second. */
async function openCheckout(deps: ServiceDeps, viewer: Caller, found: PostWithAuthor, access: CircleAccess): Promise<PostUnlockReply> {
  const provider = deps.payments;
  if (!provider) throw postsError('PAYMENTS_OFF', 'Payments are switched off on this server');
  const post = await postView(deps.db, viewer, found, access);
  const open = await findOpenUnlock(deps.db, found.post.id, viewer.userId);
  if (open?.checkoutUrl && Date.now() - open.createdAt.getTime() < (CHECKOUT_MINUTES - 5) * 60_000)
    return { status: 'CHECKOUT', checkoutUrl: open.checkoutUrl, post };

  const unlock = await insertUnlock(deps.db, {
    postId: found.post.id,
    userId: viewer.userId,
    method: 'PAID',
    status: 'OPEN',
    amountCents: found.post.priceCents,
    currency: found.post.currency,
  });
  const buyer = await findUserById(deps.db, viewer.userId);
  const back = `${deps.config.publicUrl}/circles/${access.circle.slug}/posts/${found.post.id}`;
  try {
    const created = await provider.createCheckout({
      paymentId: unlock!.id,
      currency: found.post.currency,
      lines: [{ name: `${access.circle.name}: ${found.post.title}`, amountCents: found.post.priceCents! }],
      customerEmail: buyer?.email ?? '',
      expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
      successUrl: `${back}?payment=success`,
      cancelUrl: `${back}?payment=cancelled`,
    });
    // The test provider's page for a post is this area's own (it shows the post, not a social).
    const url = provider.name === 'TEST' ? `${deps.config.publicUrl}${postTestCheckoutPath(created.sessionId)}` : created.url;
    await setUnlockCheckout(deps.db, unlock!.id, { sessionId: created.sessionId, url });
    return { status: 'CHECKOUT', checkoutUrl: url, post };
  } catch (err) {
    deps.log.error({ err, unlockId: unlock!.id }, 'The payment provider could not open a post checkout');
    await endUnlock(deps.db, unlock!.id, 'EXPIRED', null);
    throw postsError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not open a checkout: try again in a moment');
  }
}

/**
 * The provider settled a checkout that is not a social's: when it is a post's, the reader gets the
 * post once it is paid in full (a webhook delivered twice changes nothing the second time). Paid in
 * full for a post the reader has already (through a second checkout left open), the payment goes
 * back in full by a job queued here, once, and the reader is told.
 */
export async function settlePostCheckout(tx: DbOrTx, settled: OtherCheckoutSettled, jobs: JobQueue): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(settled.checkoutId)) return;
  const unlock = await lockUnlock(tx, settled.checkoutId);
  if (!unlock || unlock.method !== 'PAID' || unlock.status !== 'OPEN') return;
  const paidInFull = settled.outcome === 'paid' && (settled.amountCents === null || settled.amountCents === unlock.amountCents);
  const already = await hasUnlocked(tx, unlock.postId, unlock.userId);
  if (paidInFull && already && settled.providerPaymentId && unlock.amountCents) {
    await endUnlock(tx, unlock.id, 'REFUNDING', settled.providerPaymentId);
    const found = await findPost(tx, unlock.postId);
    await refundDuplicateCheckout(tx, jobs, {
      checkoutId: unlock.id,
      providerPaymentId: settled.providerPaymentId,
      amountCents: unlock.amountCents,
      payerId: unlock.userId,
      item: found?.post.title ?? 'a post',
      why: 'You had already unlocked this post',
    });
    return;
  }
  await endUnlock(tx, unlock.id, paidInFull && !already ? 'UNLOCKED' : 'EXPIRED', settled.providerPaymentId);
}

/** The provider gave back a post's duplicate payment: the unlock shows it refunded. */
export async function settlePostRefund(tx: DbOrTx, checkoutId: string): Promise<void> {
  if (/^[0-9a-f-]{36}$/i.test(checkoutId)) await markUnlockRefunded(tx, checkoutId);
}

async function findTestUnlock(deps: ServiceDeps, sessionId: string): Promise<PostUnlockRow> {
  const unlock = await findUnlockOfSession(deps.db, sessionId);
  if (!unlock || unlock.method !== 'PAID') throw postsError('NOT_FOUND', 'Checkout not found');
  return unlock;
}

/** The post's title and page, where the reader comes back to. */
async function postPageOf(deps: ServiceDeps, unlock: PostUnlockRow): Promise<{ title: string; url: string }> {
  const found = await findPost(deps.db, unlock.postId);
  const circle = found ? await circleSummary(deps.db, found.post.circleId) : null;
  return { title: found?.post.title ?? 'Post', url: `${deps.config.publicUrl}/circles/${circle?.slug ?? ''}/posts/${unlock.postId}` };
}

const checkoutEndsAt = (unlock: PostUnlockRow) => unlock.createdAt.getTime() + CHECKOUT_MINUTES * 60_000;

/** The test provider's checkout page (HTML) of a paid post: the payments area's page, showing the post. */
export async function postTestCheckoutPage(deps: ServiceDeps, sessionId: string, now = Date.now()): Promise<string> {
  const unlock = await findTestUnlock(deps, sessionId);
  const { title, url } = await postPageOf(deps, unlock);
  const total = unlock.amountCents ?? 0;
  return renderTestCheckoutPage({
    payment: {
      status: unlock.status === 'OPEN' || unlock.status === 'EXPIRED' ? unlock.status : 'PAID',
      holdExpiresAt: checkoutEndsAt(unlock),
      failureMessage: null,
      amounts: { ticketPrice: total, discount: 0, deposit: 0, fees: 0, total },
      tierName: 'Post',
      promoCode: null,
    },
    socialTitle: title,
    actionPath: postTestCheckoutPath(sessionId),
    backUrl: url,
    now,
  });
}

/** Pays, declines or cancels a test checkout of a post (the same signed webhooks as a social's); returns where the browser goes next. */
export async function finishPostTestCheckout(deps: ServiceDeps, sessionId: string, outcome: TestCheckoutOutcome, now = Date.now()): Promise<string> {
  const unlock = await findTestUnlock(deps, sessionId);
  const page = postTestCheckoutPath(sessionId);
  if (unlock.status !== 'OPEN' || now >= checkoutEndsAt(unlock)) return page;
  await sendTestCheckoutOutcome(deps, { sessionId, checkoutId: unlock.id, totalCents: unlock.amountCents ?? 0, captureManually: false }, outcome);
  if (outcome === 'decline') return page;
  const { url } = await postPageOf(deps, unlock);
  return `${url}?payment=${outcome === 'pay' ? 'success' : 'cancelled'}`;
}
