import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../core/aws-clients';
import { optionalEnv, requiredEnv } from '../core/env';

export interface EmailMessage {
  to: string;
  /** Where a reply goes: the inviter for invitations, the invitee for answer notifications. */
  replyTo?: string;
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
 * Sends one email through SES (v2) and returns the SES message id. The outbox id travels as a
 * message tag, so bounce, complaint and delivery events name the email they are about.
 */
export const sendEmail = async (message: EmailMessage, outboxId: string): Promise<string> => {
  const configurationSet = optionalEnv('SES_CONFIGURATION_SET');
  const { MessageId } = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: requiredEnv('SENDER_EMAIL'),
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
