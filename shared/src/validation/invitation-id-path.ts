/**
 * The `{id}` path parameter of the invitation routes, in zod mini: a handler whose only input is this
 * path (Resend) then bundles mini rather than the whole classic zod (about 60 KB less).
 */
import * as z from './mini';

export const invitationIdOnlyPathSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Not a valid id' })) });
