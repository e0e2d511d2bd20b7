import { optionalEnv } from '../core/env';
import type { Renderer } from './renderers';
import { accountNoticeEmail } from './templates/account-notice-email';

/** A reset of someone's account, told to them; whom to call is the stage's support address (SUPPORT_EMAIL). */
export const renderAccountNotice: Renderer<'account-notice'> = async (email, message) => {
  if (!email.to) throw new Error(`Account notice ${email.id} has no recipient`);
  return { to: email.to, ...accountNoticeEmail({ ...message, supportEmail: optionalEnv('SUPPORT_EMAIL') }) };
};
