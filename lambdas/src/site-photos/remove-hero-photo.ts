/** DELETE /api/admin/site-photos/hero/{page}: the invitation page shows the site's default hero again (admins). */
import { SITE_PHOTO_MESSAGES } from '@safe-haven/shared/site-photo-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { heroPageParamSchema } from '@safe-haven/shared/validation/site-photos';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { removeHeroPhoto } from './hero-photo-service';

export const handler = idempotentStaffRoute(
  { roles: ['admin'], refusal: { code: ERROR_CODES.FORBIDDEN_ROLE, message: SITE_PHOTO_MESSAGES.forbidden }, path: heroPageParamSchema },
  async ({ input, profile }) => json(200, await removeHeroPhoto(profile, input.path.page)),
);
