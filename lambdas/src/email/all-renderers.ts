/** Every template: for the workers that deliver whatever is due (the stream consumer, the sweeper). */
import { renderAccountNotice } from './render-account-notice';
import { renderDailyDigest } from './render-daily-digest';
import { renderDocumentEmail } from './render-document-email';
import { renderMeetingEmail } from './render-meeting-email';
import { renderEmailProof } from './render-email-proof';
import { renderInvitation } from './render-invitation';
import { renderResponseNotification } from './render-response-notification';
import { renderStaffWelcome } from './render-staff-welcome';
import type { Renderers } from './renderers';

export const ALL_RENDERERS: Renderers = {
  invitation: renderInvitation,
  'response-notification': renderResponseNotification,
  'staff-welcome': renderStaffWelcome,
  'email-proof': renderEmailProof,
  'account-notice': renderAccountNotice,
  'daily-digest': renderDailyDigest,
  document: renderDocumentEmail,
  'meeting-invite': renderMeetingEmail,
};
