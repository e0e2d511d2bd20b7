/** POST /api/admin/site-photos/upload: a presigned POST for one brand photo (admins; the policy caps type and size). */
import { SITE_PHOTO_MESSAGES } from '@safe-haven/shared/site-photo-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { sitePhotoUploadRequestSchema } from '@safe-haven/shared/validation/site-photos';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { createSitePhotoUpload } from './site-photo-upload';

export const handler = staffRoute(
  { roles: ['admin'], refusal: { code: ERROR_CODES.FORBIDDEN_ROLE, message: SITE_PHOTO_MESSAGES.forbidden }, body: sitePhotoUploadRequestSchema },
  async ({ input }) => json(200, await createSitePhotoUpload(input.body.contentType)),
);
