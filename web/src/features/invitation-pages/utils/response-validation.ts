/**
 * The answer forms' validation: zod and the shared schemas (the same ones the server applies).
 * Only ever imported with import() (see load-response-validation.ts): it is most of a form's weight,
 * and nobody needs it before a form is open.
 */
export { investorResponseSchema, landOwnerResponseSchema, memberResponseSchema } from '@safe-haven/shared/validation/invitee-response';
