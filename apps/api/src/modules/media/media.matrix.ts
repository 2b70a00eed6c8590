import type { MediaJob, ShareMediaReply, SocialMedia } from '@socials/domain';
import sharp from 'sharp';
import { anyone, bySocial, deletedSocialRead, hostsAndStaff, signedIn, type AreaMatrix, type MatrixRequest, type Outcomes } from '../../security/matrix';
import { bearer } from '../../test/kit';
import { multipartForm } from '../../test/multipart';
import { findMedia, findPhotobook } from './media.repo';

interface Ref {
  id: string;
}

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A photo host A added to their public social, a share link of its gallery, and the attendee's finished archive of it. */
    media: { photo: SocialMedia; shareToken: string; attendeeJob: MediaJob };
    /** A new photo of host A in their public social, for a request that changes or removes it. */
    freshMedia(): Promise<Ref>;
  }
}

/** The requester alone polls a job: to anyone else it is not there. */
const requesterOnly: Outcomes = { anonymous: '401', attendee: '2xx', host: '404', otherHost: '404', admin: '404' };

const SMALL_JPEG = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3366aa' } })
  .jpeg()
  .toBuffer();

function photoForm(): MatrixRequest {
  const form = multipartForm({ name: 'matrix.jpg', bytes: SMALL_JPEG, contentType: 'image/jpeg' });
  return { payload: form.payload, headers: form.headers };
}

/** The signed query of a link the API gave. */
const signedQuery = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** Who may see, add, edit, share and download a social's photos and videos. */
export const matrix: AreaMatrix = {
  entries: [
    { route: 'GET /api/socials/:id/media', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/media', object: 'deleted social', expect: deletedSocialRead, request: (w) => bySocial(w.deletedSocial) },
    { route: 'GET /api/socials/:id/reels', object: 'public social', expect: anyone, request: (w) => bySocial(w.publicSocial) },
    // The attendee holds no RSVP to it: only hosts (and confirmed guests, see the route tests) add media.
    { route: 'POST /api/socials/:id/media', object: 'public social', expect: hostsAndStaff, request: (w) => ({ ...bySocial(w.publicSocial), ...photoForm() }) },
    {
      route: 'PATCH /api/media',
      expect: hostsAndStaff,
      request: async (w) => {
        const item = await w.freshMedia();
        return { payload: { ids: [item.id], hidden: true, caption: 'Matrix' }, writes: { media: item.id } };
      },
    },
    {
      route: 'DELETE /api/media/:id',
      expect: hostsAndStaff,
      request: async (w) => {
        const item = await w.freshMedia();
        return { params: { id: item.id }, writes: { media: item.id } };
      },
    },
    { route: 'POST /api/media/share', expect: hostsAndStaff, request: (w) => ({ payload: { socialId: w.publicSocial.id } }) },
    { route: 'GET /api/media/shared/:token', expect: anyone, request: (w) => ({ params: { token: w.media.shareToken } }) },
    {
      route: 'GET /api/media/:id/:variant',
      expect: anyone,
      request: (w) => ({ params: { id: w.media.photo.id, variant: 'thumb' }, query: signedQuery(w.media.photo.thumbUrl!) }),
    },
    { route: 'POST /api/media/download', expect: signedIn, request: (w) => ({ payload: { socialId: w.publicSocial.id } }) },
    {
      route: 'GET /api/media/download/:jobId',
      object: "the attendee's archive",
      expect: requesterOnly,
      request: (w) => ({ params: { jobId: w.media.attendeeJob.id } }),
    },
    {
      route: 'GET /api/media/download/:jobId/file',
      expect: anyone,
      request: (w) => ({ params: { jobId: w.media.attendeeJob.id }, query: signedQuery(w.media.attendeeJob.url!) }),
    },
    { route: 'GET /api/socials/:id/photobook', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    {
      route: 'POST /api/socials/:id/photobook',
      expect: hostsAndStaff,
      request: (w) => ({
        ...bySocial(w.publicSocial),
        payload: { title: 'Matrix book', mediaIds: [w.media.photo.id] },
        writes: { photobook: w.publicSocial.id },
      }),
    },
    { route: 'POST /api/socials/:id/photobook/export', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
  ],
  seed: async ({ h, actors, world, sendOk }) => {
    const addPhoto = async (): Promise<SocialMedia> => {
      const form = photoForm();
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/socials/${world.publicSocial.id}/media`,
        headers: { ...form.headers, ...bearer(actors.hostA.token) },
        payload: form.payload as Buffer,
      });
      if (res.statusCode !== 201) throw new Error(`Seeding failed: a photo answered ${res.statusCode} ${res.body}`);
      return res.json() as SocialMedia;
    };
    const photo = await addPhoto();
    await sendOk('POST', `/api/socials/${world.publicSocial.id}/photobook`, actors.hostA.token, { title: 'Matrix book', mediaIds: [photo.id] });
    const share = await sendOk<ShareMediaReply>('POST', '/api/media/share', actors.hostA.token, { socialId: world.publicSocial.id });
    const requested = await sendOk<MediaJob>('POST', '/api/media/download', actors.attendee.token, { socialId: world.publicSocial.id, mediaIds: [photo.id] });
    const attendeeJob = await sendOk<MediaJob>('GET', `/api/media/download/${requested.id}`, actors.attendee.token);
    return { media: { photo, shareToken: share.token, attendeeJob }, freshMedia: addPhoto };
  },
  watches: {
    media: (db, id) => findMedia(db, id),
    photobook: (db, id) => findPhotobook(db, id),
  },
};
