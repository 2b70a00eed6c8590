/** What a file's bytes say it is (detectFileKind): the kinds an upload may be. */
export type FileKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf';

export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'webp'];
const DOCUMENT_KINDS: readonly FileKind[] = [...IMAGE_KINDS, 'pdf'];

/** Where an upload goes: the path after /api, and what it takes. */
export interface UploadRule {
  /** The largest file, in MB (1 MB = 1024 × 1024 bytes). */
  maxMb: number;
  kinds: readonly FileKind[];
  /** Readable only by the uploader and staff. */
  isPrivate: boolean;
}

/** The folders of /public-files/{folder} besides logos and attachments. */
export const PUBLIC_FILE_FOLDERS = ['logos', 'attachments', 'banners', 'speakers', 'sponsors', 'photos'] as const;
export type PublicFileFolder = (typeof PUBLIC_FILE_FOLDERS)[number];

const image = (maxMb: number): UploadRule => ({ maxMb, kinds: IMAGE_KINDS, isPrivate: false });
const documents = (maxMb: number, isPrivate = false): UploadRule => ({ maxMb, kinds: DOCUMENT_KINDS, isPrivate });

/** Every upload destination: `files/<visibility>/<folder>` and `public-files/<folder>`. */
export const UPLOAD_RULES = {
  'files/public/avatars': image(5),
  'files/public/social_banners': image(10),
  'files/public/attachments': documents(20),
  'files/private/attachments': documents(20, true),
  'public-files/logos': image(5),
  'public-files/attachments': documents(20),
  'public-files/banners': image(10),
  'public-files/speakers': image(10),
  'public-files/sponsors': image(5),
  'public-files/photos': image(10),
} as const satisfies Record<string, UploadRule>;
export type UploadDestination = keyof typeof UPLOAD_RULES;

export const MB = 1024 * 1024;

/** The spec's message for an over-size file (section 8), naming the file. */
export function fileTooLargeMessage(fileName: string, maxMb: number): string {
  return `${fileName}: File is larger than ${maxMb} MB`;
}

/** The spec's message for an upload without a file. */
export const NO_FILES_MESSAGE = 'Please choose the files to upload';

/** "photo.png is not a file of an accepted kind (JPEG, PNG, GIF or WebP)". */
export function unacceptedKindMessage(fileName: string, kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => (kind === 'webp' ? 'WebP' : kind.toUpperCase()));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return `${fileName} is not a file of an accepted kind (${list})`;
}

/**
 * What is wrong with a file before it is sent, as the dropzone tells it (null: nothing): too
 * large, or of a kind the destination does not take. The server checks the same from the bytes.
 */
export function checkUpload(file: { name: string; size: number }, kind: FileKind | null, rule: UploadRule): string | null {
  if (file.size > rule.maxMb * MB) return fileTooLargeMessage(file.name, rule.maxMb);
  if (kind === null || !rule.kinds.includes(kind)) return unacceptedKindMessage(file.name, rule.kinds);
  return null;
}
