import { describe, expect, it } from 'vitest';
import { checkUpload, fileTooLargeMessage, MB, NO_FILES_MESSAGE, UPLOAD_RULES } from './upload-rules';

describe('upload rules', () => {
  it("words the spec's messages, naming the file", () => {
    expect(fileTooLargeMessage('me.jpg', 5)).toBe('me.jpg: File is larger than 5 MB');
    expect(NO_FILES_MESSAGE).toBe('Please choose the files to upload');
  });

  it('refuses a file over the limit of its destination, and one of a kind it does not take', () => {
    const avatars = UPLOAD_RULES['files/public/avatars'];
    expect(checkUpload({ name: 'big.jpg', size: 5 * MB + 1 }, 'jpeg', avatars)).toBe('big.jpg: File is larger than 5 MB');
    expect(checkUpload({ name: 'ok.jpg', size: 5 * MB }, 'jpeg', avatars)).toBeNull();
    expect(checkUpload({ name: 'cv.pdf', size: 100 }, 'pdf', avatars)).toBe('cv.pdf is not a file of an accepted kind (JPEG, PNG, GIF or WebP)');
    expect(checkUpload({ name: 'notes.png', size: 100 }, null, avatars)).toContain('notes.png is not a file of an accepted kind');
    expect(checkUpload({ name: 'cv.pdf', size: 100 }, 'pdf', UPLOAD_RULES['files/private/attachments'])).toBeNull();
  });

  it('keeps private attachments private and everything else public', () => {
    const privateOnes = Object.entries(UPLOAD_RULES)
      .filter(([, rule]) => rule.isPrivate)
      .map(([path]) => path);
    expect(privateOnes).toEqual(['files/private/attachments']);
  });
});
