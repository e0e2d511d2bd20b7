import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../core/aws-clients';
import { optionalEnv, requiredEnv } from '../core/env';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one email through SES (v2). Returns the SES message id. */
export const sendEmail = async (message: EmailMessage): Promise<string | undefined> => {
  const configurationSet = optionalEnv('SES_CONFIGURATION_SET');
  const { MessageId } = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: requiredEnv('SENDER_EMAIL'),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: message.html, Charset: 'UTF-8' }, Text: { Data: message.text, Charset: 'UTF-8' } },
        },
      },
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    }),
  );
  return MessageId;
};
