/**
 * PUT /api/admin/content: an admin saves the brand's content as a new version. Founders and lead
 * generators are refused with a sentence saying who may; the investor checks warn in the answer.
 */
import { CONTENT_EDITOR_TEXT } from '@safe-haven/shared/content/content-editor-text';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { saveSiteContentSchema } from '@safe-haven/shared/validation/site-content';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { saveSiteContent } from './site-content-service';

export const handler = idempotentStaffRoute(
  { roles: ['admin'], refusal: { code: ERROR_CODES.FORBIDDEN_ROLE, message: CONTENT_EDITOR_TEXT.forbidden }, body: saveSiteContentSchema },
  async ({ input, profile }) => json(200, await saveSiteContent(profile, input.body)),
);
