/** Inputs of Manage Invitations and the details dialog, validated the same way in the browser and the handlers. */
import * as z from 'zod';
import { AUDIENCES, PIPELINES } from '../audiences';
import { INVITATION_STATUSES } from '../invitation-status';
import { LIST_SORTS } from '../list-sort';
import { FOLLOW_UP_VIEWS, isCurrentDateSomewhere, localCalendarDate } from '../follow-up';
import { MANAGE_INVITATIONS_MESSAGES } from '../messages';
import { MAX_SEARCH_LENGTH } from '../search-terms';
import { optionalMultilineText, optionalText, requiredMultilineText } from './fields';

/** Profile and invitation ids are UUIDs (Cognito subjects for profiles). */
export const entityIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Not a valid id' });

/** At most this many senders in the 'sender' parameter (one Query each per page). */
export const MAX_SENDER_FILTER = 10;

const senderList = z
  .string()
  .transform((value) => [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))])
  .pipe(
    z
      .array(entityIdSchema)
      .max(MAX_SENDER_FILTER, { error: `At most ${MAX_SENDER_FILTER} senders can be filtered at once` }),
  );

const invitationListQueryFields = z.object({
  search: optionalText('Search', MAX_SEARCH_LENGTH),
  audience: z.enum(AUDIENCES, { error: `audience must be one of: ${AUDIENCES.join(', ')}` }).optional(),
  pipeline: z.enum(PIPELINES, { error: `pipeline must be one of: ${PIPELINES.join(', ')}` }).optional(),
  status: z.enum(INVITATION_STATUSES, { error: 'status is not a known invitation status' }).optional(),
  /** One sender id or a comma-separated list. */
  sender: senderList.optional(),
  /** 'Filter My LeadGens': invitations of the lead generators the viewer added. */
  team: z.enum(['true', 'false'], { error: 'team must be true or false' }).optional().transform((value) => value === 'true'),
  /** Absent: the index's own order (newest sent first; a search in name order). The app always names one. */
  sort: z.enum(LIST_SORTS, { error: `sort must be one of: ${LIST_SORTS.join(', ')}` }).optional(),
  cursor: z.string().max(4000, { error: 'cursor is too long' }).optional(),
  // Follow-up views: a range of the due-date order as of the viewer's today (shared/follow-up.ts).
  due: z.enum(FOLLOW_UP_VIEWS, { error: `due must be one of: ${FOLLOW_UP_VIEWS.join(', ')}` }).optional(),
  today: z.string().optional(),
});

/** A follow-up view is a range as of the viewer's today, checked here. */
const withViewerToday = <Q extends { due?: unknown; today?: string | undefined }>(query: Q, ctx: z.RefinementCtx): Q => {
  if (query.due === undefined) return query;
  const today = viewerToday(query.today, ctx);
  return { ...query, today };
};

export const invitationListQuerySchema = invitationListQueryFields.transform(withViewerToday);
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

/**
 * The viewer's calendar date for the follow-up views and counts: a real date that is today somewhere
 * on Earth (the browser sends its own; without one, the server's UTC date).
 */
const viewerToday = (value: string | undefined, ctx: z.RefinementCtx): string => {
  const now = new Date();
  if (value === undefined) return now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value) || !isCurrentDateSomewhere(value, now)) {
    ctx.addIssue({ code: 'custom', message: MANAGE_INVITATIONS_MESSAGES.todayNotCurrent, path: ['today'] });
  }
  return value;
};

export const followUpCountsQuerySchema = z.object({ today: z.string().optional() }).transform((query, ctx) => ({ today: viewerToday(query.today, ctx) }));

export const invitationIdPathSchema = z.object({ id: entityIdSchema });

export const MAX_STATUS_NOTE_LENGTH = 1000;

export const statusChangeSchema = z.object({
  /** The status the person saw: a change from any other status is refused as a conflict. */
  from: z.enum(INVITATION_STATUSES, { error: 'from is not a known invitation status' }),
  to: z.enum(INVITATION_STATUSES, { error: 'to is not a known invitation status' }),
  note: optionalMultilineText('Note', MAX_STATUS_NOTE_LENGTH),
  /** A quick action's label; its note is 'Action: {label}'. */
  action: optionalText('Action', 100),
  /** A sending quick action's own line in the email; the default line when absent. */
  personalLine: optionalMultilineText('Your line', MAX_STATUS_NOTE_LENGTH),
});
/** 'Add note' in the details dialog: an audit-trail entry without a status change. */
export const invitationNoteSchema = z.object({
  note: requiredMultilineText('Note', MANAGE_INVITATIONS_MESSAGES.noteRequired, MAX_STATUS_NOTE_LENGTH),
});
export type InvitationNoteInput = z.infer<typeof invitationNoteSchema>;

/** Optional fields may be left out (the schema's output always names them). */
export type StatusChangeInput = Omit<z.infer<typeof statusChangeSchema>, 'note' | 'action' | 'personalLine'> & { note?: string; action?: string; personalLine?: string };

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const HOURS_12_MS = 12 * 60 * 60 * 1000;

/**
 * The earliest calendar date that is still today somewhere on Earth (UTC-12). The server does not
 * know the person's time zone, so it refuses only a date that has passed everywhere; the browser,
 * which knows it, refuses anything before its own today (localCalendarDate) with the same message.
 */
export const earliestCurrentDate = (now: Date): string => new Date(now.getTime() - HOURS_12_MS).toISOString().slice(0, 10);

/** Today's date where the browser is (follow-up.ts, which has no zod: the sidebar's count reads it). */
export { localCalendarDate };

export const nextStepSchema = z.object({
  nextStepDueAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the due date as YYYY-MM-DD' })
    .refine(isCalendarDate, { error: 'That date does not exist' })
    .refine((value) => value >= earliestCurrentDate(new Date()), { error: MANAGE_INVITATIONS_MESSAGES.dueDatePast })
    .nullable(),
});
export type NextStepInput = z.infer<typeof nextStepSchema>;

export const MAX_VIEWS_PER_REQUEST = 100;

export const invitationViewsSchema = z.object({
  items: z
    .array(z.object({ id: entityIdSchema, statusUpdatedAt: z.iso.datetime({ error: 'statusUpdatedAt must be an ISO date-time' }) }))
    .min(1, { error: 'Name at least one invitation' })
    .max(MAX_VIEWS_PER_REQUEST, { error: `At most ${MAX_VIEWS_PER_REQUEST} invitations at once` }),
});
export type InvitationViewsInput = z.infer<typeof invitationViewsSchema>;

export const leadgenStatsQuerySchema = z.object({ founderId: entityIdSchema.optional() });

export const badgeIdPathSchema = z.object({ badgeId: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'Not a valid badge id' }) });

/** 'Export CSV': the list's own filters, view and order; a cursor names where the next part starts. */
export const invitationExportQuerySchema = invitationListQueryFields.transform(withViewerToday);
export type InvitationExportQuery = z.infer<typeof invitationExportQuerySchema>;
