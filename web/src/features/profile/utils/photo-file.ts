/** The checks a chosen photo gets in the browser, before anything is uploaded (the server checks the content again). */
import { isPhotoContentType, PHOTO_MAX_BYTES, type PhotoContentType } from '@safe-haven/shared/team';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';

export type PhotoFileCheck = { ok: true; contentType: PhotoContentType } | { ok: false; title: string; message: string };

export const checkPhotoFile = (file: { type: string; size: number }): PhotoFileCheck => {
  if (!isPhotoContentType(file.type)) return { ok: false, title: PROFILE_MESSAGES.invalidFileTypeTitle, message: PROFILE_MESSAGES.invalidFileType };
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, title: PROFILE_MESSAGES.fileTooLargeTitle, message: PROFILE_MESSAGES.fileTooLarge };
  return { ok: true, contentType: file.type };
};
