/** POST /api/me/photo/upload: a presigned POST for one photo of at most 5 MB (the policy enforces it). */
import { photoUploadRequestSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { createPhotoUpload } from './photo-service';

export const handler = staffRoute({ body: photoUploadRequestSchema }, async ({ input, profile }) =>
  json(200, await createPhotoUpload(profile, input.body.contentType)),
);
