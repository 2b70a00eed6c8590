import type { UploadedFile } from '@socials/domain';
import sharp from 'sharp';
import { anyone, signedIn, type AreaMatrix, type MatrixRequest, type Outcomes } from '../../security/matrix';
import { bearer } from '../../test/kit';
import { multipartForm } from '../../test/multipart';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** Stored names of uploads the seed made: a public avatar, a public file and the attendee's private attachment. */
    uploads: { avatar: UploadedFile; logo: UploadedFile; attachment: UploadedFile & { ownerId: string } };
  }
}

/** The uploader and staff. */
const uploaderAndStaff: Outcomes = { anonymous: '401', attendee: '2xx', host: '403', otherHost: '403', admin: '2xx' };

const SMALL_PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
  .png()
  .toBuffer();

/** A form with a small PNG in its file field. */
function imageForm(): MatrixRequest {
  const form = multipartForm({ name: 'matrix.png', bytes: SMALL_PNG, contentType: 'image/png' });
  return { payload: form.payload, headers: form.headers };
}

const uploadTo = (route: `POST /api/${string}`, params?: Record<string, string>) => ({
  route,
  expect: signedIn,
  request: () => ({ ...imageForm(), ...(params ? { params } : {}) }),
});

/** Who may upload files and read them back. */
export const matrix: AreaMatrix = {
  entries: [
    // Any signed-in user uploads; nobody anonymous.
    uploadTo('POST /api/files/public/avatars'),
    uploadTo('POST /api/files/public/social_banners'),
    uploadTo('POST /api/files/public/attachments'),
    uploadTo('POST /api/files/private/attachments'),
    uploadTo('POST /api/public-files/logos'),
    uploadTo('POST /api/public-files/attachments'),
    uploadTo('POST /api/public-files/:folder', { folder: 'speakers' }),
    // Public files are for everyone; a private attachment for its uploader (the attendee) and staff.
    {
      route: 'GET /api/files/public/:folder/:name',
      object: 'an avatar',
      expect: anyone,
      request: (w) => ({ params: { folder: 'avatars', name: w.uploads.avatar.fileName } }),
    },
    {
      route: 'GET /api/public-files/:folder/:name',
      object: 'a logo',
      expect: anyone,
      request: (w) => ({ params: { folder: 'logos', name: w.uploads.logo.fileName } }),
    },
    {
      route: 'GET /api/files/private/attachments/:owner/:name',
      object: "the attendee's private attachment",
      expect: uploaderAndStaff,
      request: (w) => ({ params: { owner: w.uploads.attachment.ownerId, name: w.uploads.attachment.fileName } }),
    },
    {
      route: 'GET /api/images/resize',
      object: 'an uploaded avatar',
      expect: anyone,
      request: (w) => ({ query: { url: w.uploads.avatar.url, width: '40', height: '40' } }),
    },
  ],
  seed: async ({ h, actors }) => {
    const upload = async (url: string, token: string): Promise<UploadedFile> => {
      const form = imageForm();
      const res = await h.app.inject({ method: 'POST', url, headers: { ...(form.headers ?? {}), ...bearer(token) }, payload: form.payload as Buffer });
      if (res.statusCode !== 201) throw new Error(`Seeding failed: POST ${url} answered ${res.statusCode} ${res.body}`);
      return res.json() as UploadedFile;
    };
    const attachment = await upload('/api/files/private/attachments', actors.attendee.token);
    return {
      uploads: {
        avatar: await upload('/api/files/public/avatars', actors.hostA.token),
        logo: await upload('/api/public-files/logos', actors.hostB.token),
        attachment: { ...attachment, ownerId: actors.attendee.userId },
      },
    };
  },
};
