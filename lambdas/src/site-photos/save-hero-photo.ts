/** PUT /api/admin/site-photos/hero/{page}: checks an uploaded photo and makes it the invitation page's hero (admins). */
import { SITE_PHOTO_MESSAGES } from '@safe-haven/shared/site-photo-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { heroPageParamSchema, saveHeroPhotoSchema } from '@safe-haven/shared/validation/site-photos';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { saveHeroPhoto } from './hero-photo-service';

export const handler = idempotentStaffRoute(
  { roles: ['admin'], refusal: { code: ERROR_CODES.FORBIDDEN_ROLE, message: SITE_PHOTO_MESSAGES.forbidden }, path: heroPageParamSchema, body: saveHeroPhotoSchema },
  async ({ input, profile }) => json(200, await saveHeroPhoto(profile, input.path.page, input.body.uploadId)),
);
