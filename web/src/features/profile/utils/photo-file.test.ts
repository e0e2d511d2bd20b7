import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { checkPhotoFile } from './photo-file';

describe('choosing a photo', () => {
  it('takes JPG, PNG, GIF and WEBP up to 5 MB', () => {
    expect(checkPhotoFile({ type: 'image/webp', size: 5 * 1024 * 1024 })).toEqual({ ok: true, contentType: 'image/webp' });
  });
  it.each([['application/pdf'], ['image/svg+xml'], ['image/bmp'], ['']])('refuses %s as not an image', (type) => {
    expect(checkPhotoFile({ type, size: 10 })).toMatchObject({ ok: false, title: PROFILE_MESSAGES.invalidFileTypeTitle });
  });
  it('refuses a file over 5 MB', () => {
    expect(checkPhotoFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatchObject({ ok: false, message: PROFILE_MESSAGES.fileTooLarge });
  });
});
