import type { Tx } from '../core/db';
import type { FileStorage } from '../core/storage';
import { MEDIA_THUMB } from '@socials/domain';
import { resizedImage, toWebImage } from '../modules/files';
import { circleMembers, circlePosts, circles, hostReviews, socialMedia } from './schema';

/** The demo circles' addresses; socials name the one they belong to. */
export const DEMO_CIRCLE_SLUGS = { founders: 'nyc-founders-circle-demo', builders: 'ai-builders-circle-demo' } as const;
export type DemoCircle = keyof typeof DEMO_CIRCLE_SLUGS;

const DEMO_CIRCLES = [
  {
    key: 'founders',
    name: 'NYC Founders Circle',
    description: 'Founders in New York who meet for breakfast, dinner and the odd walk. Open to anyone building a company.',
    cover: 'breakfast',
    posts: [
      {
        title: 'What we learned from forty breakfasts',
        teaser: 'Twelve seats, one table and one question.',
        body: 'The breakfasts that worked had **twelve people or fewer** and started with one question: *what are you stuck on this month?*',
      },
      {
        title: 'Next month: the rooftop book swap is back',
        teaser: 'Bring a business book you finished and take one home.',
        body: 'Bring one book you finished and a sentence on why it mattered. Everyone leaves with a different one.',
      },
    ],
  },
  {
    key: 'builders',
    name: 'AI Builders',
    description: 'Engineers shipping language-model features to real users: evaluations, latency, cost and the bugs nobody warned us about.',
    cover: 'ai-meetup',
    posts: [
      {
        title: 'Our evaluation checklist',
        teaser: 'Ten checks we run before a prompt change ships.',
        body: '1. A fixed set of real questions\n2. A budget for latency\n3. A budget for cost\n\nThe rest of the list is in the members-only post.',
      },
    ],
  },
] as const;

/** Two public circles of the demo host, the other demo users their members, each with posts. */
export async function seedDemoCircles(tx: Tx, hostId: string, memberIds: readonly string[], publicUrl: string): Promise<Record<DemoCircle, string>> {
  const ids = {} as Record<DemoCircle, string>;
  for (const demo of DEMO_CIRCLES) {
    const [circle] = await tx
      .insert(circles)
      .values({
        slug: DEMO_CIRCLE_SLUGS[demo.key],
        name: demo.name,
        description: demo.description,
        coverUrl: demoCoverUrl(publicUrl, demo.cover),
        ownerId: hostId,
      })
      .returning({ id: circles.id });
    if (!circle) throw new Error(`Demo circle ${demo.key} was not created`);
    ids[demo.key] = circle.id;
    const joinedAt = new Date();
    await tx
      .insert(circleMembers)
      .values([{ circleId: circle.id, userId: hostId, role: 'owner', joinedAt }, ...memberIds.map((userId) => ({ circleId: circle.id, userId, joinedAt }))]);
    await tx.insert(circlePosts).values(demo.posts.map((post) => ({ ...post, circleId: circle.id, authorId: hostId })));
  }
  return ids;
}

/** A cover the public site ships under /demo/covers/ (drawn files of a few hundred bytes). */
export function demoCoverUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/demo/covers/${name}.svg`;
}

/** What one guest of a past demo social left behind: their checked-in RSVP and what they thought. */
export interface DemoGuestReview {
  rsvpId: string;
  authorId: string;
  rating: number;
  comment: string;
}

/** Reviews of a past social's hosts by its checked-in guests. */
export async function seedDemoReviews(tx: Tx, socialId: string, reviews: readonly DemoGuestReview[]): Promise<void> {
  if (reviews.length > 0) await tx.insert(hostReviews).values(reviews.map((review) => ({ ...review, socialId })));
}

/** A drawn "photo": a sky, a horizon and a sun, in the colours given. */
const photoSvg = (sky: string, ground: string, sun: string, sunX: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${sky}"/><circle cx="${sunX}" cy="156" r="54" fill="${sun}"/><rect y="216" width="480" height="144" fill="${ground}"/></svg>`;

const DEMO_PHOTOS = [
  photoSvg('#fde68a', '#78350f', '#f97316', 132),
  photoSvg('#bae6fd', '#166534', '#facc15', 336),
  photoSvg('#fecaca', '#7f1d1d', '#fb923c', 240),
];

/**
 * Photos in a past social's gallery, stored as an upload's are (an upright WebP and its thumbnail),
 * under keys of the social's own, so the gallery, share links and downloads all work.
 */
export async function seedDemoPhotos(tx: Tx, storage: FileStorage, socialId: string, uploaderId: string, count: number): Promise<void> {
  for (const [index, svg] of DEMO_PHOTOS.slice(0, count).entries()) {
    const image = await toWebImage(Buffer.from(svg));
    const thumb = await resizedImage(image.bytes, { width: MEDIA_THUMB.width * MEDIA_THUMB.scale, height: MEDIA_THUMB.height * MEDIA_THUMB.scale });
    const base = `media/${socialId}/demo-${index}`;
    await storage.put(`${base}.webp`, { bytes: image.bytes, contentType: 'image/webp' });
    await storage.put(`${base}-thumb.webp`, { bytes: thumb.bytes, contentType: 'image/webp' });
    await tx.insert(socialMedia).values({
      socialId,
      uploaderId,
      kind: 'IMAGE',
      storageKey: `${base}.webp`,
      thumbKey: `${base}-thumb.webp`,
      contentType: 'image/webp',
      width: image.width,
      height: image.height,
      size: image.bytes.length,
      caption: ['The long table', 'Everyone, just before sunset', 'Last ones out'][index] ?? '',
    });
  }
}
