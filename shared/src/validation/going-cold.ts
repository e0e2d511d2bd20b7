/** The admin's 'Going cold limits' form (shared/going-cold.ts), validated alike in the browser and the handler. */
import * as z from 'zod';
import { GOING_COLD_MESSAGES as M, MAX_GOING_COLD_DAYS } from '../going-cold';
import { INVITATION_STATUSES } from '../invitation-status';

/** The admin's form: every status, a whole number of days (1 to 365) or empty for 'never'. */
const dayLimit = z
  .number({ error: M.notANumber })
  .int({ error: M.notANumber })
  .min(1, { error: M.tooFew })
  .max(MAX_GOING_COLD_DAYS, { error: M.tooMany })
  .nullable();

export const goingColdLimitsSchema = z.object({
  limits: z.partialRecord(z.enum(INVITATION_STATUSES, { error: M.unknownStatus }), dayLimit),
});
export type GoingColdLimitsInput = z.infer<typeof goingColdLimitsSchema>;


/**
 * The same limits as the form holds them: one text box per status ('' for never), so each refusal
 * lands on its own box; the output is what the route takes.
 */
export const goingColdFormSchema = z
  .object(
    Object.fromEntries(
      INVITATION_STATUSES.map((status) => [
        status,
        z
          .string()
          .transform((value) => (value.trim() === '' ? null : Number(value.trim())))
          .pipe(dayLimit),
      ]),
    ) as Record<(typeof INVITATION_STATUSES)[number], z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number | null, string>>, typeof dayLimit>>,
  )
  .transform((limits): GoingColdLimitsInput => ({ limits }));
