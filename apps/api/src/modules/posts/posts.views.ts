import { POST_LOCK_MESSAGES, type Post, type PostAccessDecision } from '@socials/domain';
import { markdownToSafeHtml } from '../../core/safe-html';
import type { PostWithAuthor } from './posts.repo';

/** The page has its own h1: a post's headings start at h2. */
function postHtml(markdown: string): string {
  return markdownToSafeHtml(markdown).replace(/<(\/?)h1>/g, '<$1h2>');
}

/** The post as this caller may see it: the body only when they may read it, its Markdown only for those who edit it. */
export function toPost({ post, author }: PostWithAuthor, decision: PostAccessDecision, canEdit: boolean): Post {
  return {
    id: post.id,
    circleId: post.circleId,
    author,
    title: post.title,
    teaser: post.teaser,
    coverUrl: post.coverUrl,
    access: post.access,
    pointsCost: post.pointsCost,
    priceCents: post.priceCents,
    currency: post.currency,
    bodyHtml: decision.readable ? postHtml(post.body) : null,
    bodyMarkdown: canEdit ? post.body : null,
    lock: { readable: decision.readable, reason: decision.reason, message: POST_LOCK_MESSAGES[decision.reason], canUnlock: decision.canUnlock },
    createdAt: post.createdAt.getTime(),
    updatedAt: post.updatedAt.getTime(),
  };
}
