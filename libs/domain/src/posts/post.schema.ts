import { z } from 'zod';
import { Id, MoneyCents, PageQuery, paged, Timestamp } from '../common/common.schema';
import { UserSummary } from '../users/user.schema';
import { webUrl } from '../text/web-url.schema';
import { POST_ACCESS } from './post-access';

export const PostAccess = z.enum(POST_ACCESS);
export type PostAccess = z.infer<typeof PostAccess>;

export const PostLockReason = z.enum(['PUBLIC', 'CIRCLE_HOST', 'MEMBER', 'UNLOCKED', 'SIGN_IN', 'MEMBERS_ONLY', 'NEEDS_POINTS', 'NEEDS_PAYMENT']);

export const POST_LIMITS = { titleMax: 200, teaserMax: 500, bodyMax: 50_000, pointsMax: 1_000_000 } as const;

const CoverUrl = webUrl();

const PointsCost = z.number().int().min(1).max(POST_LIMITS.pointsMax);

const postFields = {
  title: z.string().trim().min(1, 'Give the post a title').max(POST_LIMITS.titleMax),
  /** What a reader who has not unlocked the post sees; never taken from the body. */
  teaser: z.string().trim().max(POST_LIMITS.teaserMax).default(''),
  /** Markdown; the API renders it to sanitised HTML. */
  body: z.string().trim().min(1, 'Write the post').max(POST_LIMITS.bodyMax),
  coverUrl: CoverUrl.nullable().default(null),
  access: PostAccess.default('PUBLIC'),
  pointsCost: PointsCost.nullable().default(null).describe('POINTS posts: what unlocking costs'),
  priceCents: MoneyCents.nullable().default(null).describe('PAID posts: what unlocking costs, in cents'),
};

type PriceFields = { access: PostAccess; pointsCost?: number | null; priceCents?: number | null };

/** A POINTS post names its cost in points, a PAID one its price; the others neither. */
function checkPrice(value: PriceFields, ctx: z.RefinementCtx): void {
  if (value.access === 'POINTS' && !value.pointsCost) ctx.addIssue({ code: 'custom', path: ['pointsCost'], message: 'Say how many points unlock the post' });
  if (value.access === 'PAID' && !(value.priceCents && value.priceCents >= 50))
    ctx.addIssue({ code: 'custom', path: ['priceCents'], message: 'A paid post costs at least 0.50' });
}

/** POST /circles/{id}/posts: a host writes a post in their circle. */
export const CreatePostBody = z.object(postFields).superRefine(checkPrice);
export type CreatePostBody = z.infer<typeof CreatePostBody>;
export type CreatePostInput = z.input<typeof CreatePostBody>;

/** PATCH /posts/{id}: any of the fields; the price rule holds for the post as it ends up. */
export const UpdatePostBody = z
  .object({
    title: postFields.title,
    teaser: z.string().trim().max(POST_LIMITS.teaserMax),
    body: postFields.body,
    coverUrl: CoverUrl.nullable(),
    access: PostAccess,
    pointsCost: PointsCost.nullable(),
    priceCents: MoneyCents.nullable(),
  })
  .partial();
export type UpdatePostBody = z.infer<typeof UpdatePostBody>;

export const PostLock = z.object({
  readable: z.boolean(),
  reason: PostLockReason,
  message: z.string(),
  canUnlock: z.boolean(),
});
export type PostLock = z.infer<typeof PostLock>;

/** A post as the caller may see it: `bodyHtml` is null unless they may read it. */
export const Post = z.object({
  id: Id,
  circleId: Id,
  author: UserSummary,
  title: z.string(),
  teaser: z.string(),
  coverUrl: z.string().nullable(),
  access: PostAccess,
  pointsCost: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  bodyHtml: z.string().nullable(),
  /** The Markdown itself, for the circle's hosts who edit it; null for everyone else. */
  bodyMarkdown: z.string().nullable(),
  lock: PostLock,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Post = z.infer<typeof Post>;

export const PostPage = paged(Post);
export type PostPage = z.infer<typeof PostPage>;
export const PostListQuery = PageQuery;

/** GET /posts/{id}/unlock/info: what the caller needs to read the post. */
export const PostUnlockInfo = z.object({
  postId: Id,
  access: PostAccess,
  locked: z.boolean(),
  reason: PostLockReason,
  message: z.string(),
  canUnlock: z.boolean(),
  pointsCost: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  /** The caller's points balance (null when signed out). */
  balance: z.number().int().nullable(),
  /** POINTS: the balance covers the cost; PAID: a checkout can be opened. */
  canAfford: z.boolean(),
});
export type PostUnlockInfo = z.infer<typeof PostUnlockInfo>;

/** POST /posts/{id}/unlock: unlocked now (points), or the checkout to pay at. */
export const PostUnlockReply = z.object({
  status: z.enum(['UNLOCKED', 'CHECKOUT']),
  checkoutUrl: z.string().nullable(),
  post: Post,
});
export type PostUnlockReply = z.infer<typeof PostUnlockReply>;
