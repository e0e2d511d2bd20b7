/** DELETE /api/me/photo: removes the profile photo. */
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { deletePhoto } from './photo-service';

export const handler = idempotentStaffRoute({}, async ({ profile }) => {
  await deletePhoto(profile);
  return json(200, { ok: true });
});
