/** PUT /api/me/photo: checks the uploaded file's content and makes it the profile photo. */
import type { PhotoSavedResult } from '@safe-haven/shared/team-api-types';
import { savePhotoSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { savePhoto } from './photo-service';

export const handler = idempotentStaffRoute({ body: savePhotoSchema }, async ({ input, profile }) => {
  const body: PhotoSavedResult = { photoUrl: await savePhoto(profile, input.body.uploadId) };
  return json(200, body);
});
