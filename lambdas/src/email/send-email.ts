import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../core/aws-clients';
import { optionalEnv, requiredEnv } from '../core/env';

export interface EmailMessage {
  to: string;
  /** Where a reply goes: the inviter for invitations, the invitee for answer notifications. */
  replyTo?: string;
  /** A display name for the From address ("Jane Doe at Safe Haven"): the staff member an email is from. */
  fromName?: string;
  subject: string;
  html: string;
  text: string;
}

export class EmailNotAcceptedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmailNotAcceptedError';
  }
}

/**
 * The From header: the stage's address, with a display name when the email is from a person. The
 * name is a quoted string of printable ASCII, or an RFC 2047 encoded word otherwise, so no name can
 * add a header or another address.
 */
export const fromAddress = (address: string, name?: string): string => {
  const clean = name?.replace(/[\r\n"\\]/g, ' ').trim();
  if (!clean) return address;
  return /^[\x20-\x7e]*$/.test(clean) ? `"${clean}" <${address}>` : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?= <${address}>`;
};

/**
 * Sends one email through SES (v2) and returns the SES message id. The outbox id travels as a
 * message tag, so bounce, complaint and delivery events name the email they are about.
 */
export const sendEmail = async (message: EmailMessage, outboxId: string): Promise<string> => {
  const configurationSet = optionalEnv('SES_CONFIGURATION_SET');
  const { MessageId } = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: fromAddress(requiredEnv('SENDER_EMAIL'), message.fromName),
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: message.html, Charset: 'UTF-8' }, Text: { Data: message.text, Charset: 'UTF-8' } },
        },
      },
      EmailTags: [{ Name: 'outboxId', Value: outboxId }],
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    }),
  );
  if (!MessageId) throw new EmailNotAcceptedError('SES returned no message id');
  return MessageId;
};
