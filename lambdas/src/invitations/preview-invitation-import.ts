/**
 * POST /api/invitation-imports/preview (admins and founders): each row's result before anything is
 * sent. Writes nothing. A file that cannot be read is 400 (IMPORT_FILE_INVALID) saying why; rows
 * without a message and no default message are 400 (VALIDATION_FAILED) on the `defaultMessage` field.
 */
import { importPreviewSchema, MAX_IMPORT_BYTES } from '@safe-haven/shared/invitation-import';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { previewImport } from './import-invitations-service';

export const handler = staffRoute(
  {
    body: importPreviewSchema,
    roles: ['admin', 'founder'],
    // The file and its JSON escaping.
    maxBodyBytes: MAX_IMPORT_BYTES * 2,
  },
  async ({ input, profile }) => json(200, await previewImport(profile, input.body)),
);
