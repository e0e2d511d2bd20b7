/** POST /api/admin/site-photos: checks an uploaded brand photo and makes its sizes (admins); answers its record for the content. */
import { SITE_PHOTO_MESSAGES } from '@safe-haven/shared/site-photo-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { saveSitePhotoSchema } from '@safe-haven/shared/validation/site-photos';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { saveSitePhoto } from './site-photo-service';

export const handler = idempotentStaffRoute(
  { roles: ['admin'], refusal: { code: ERROR_CODES.FORBIDDEN_ROLE, message: SITE_PHOTO_MESSAGES.forbidden }, body: saveSitePhotoSchema },
  async ({ input }) => json(200, await saveSitePhoto(input.body)),
);
