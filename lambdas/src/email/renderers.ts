/**
 * How an outbox message becomes the email to send, one renderer per template. Links are built here,
 * at delivery, from the stage's configured site and the link-signing key: the stored item never
 * holds a working link. A function bundles only the renderers it delivers with (the send request
 * only invitations), so its bundle carries no other template.
 */
import type { OutboxEmail, OutboxMessage } from '../data/outbox';
import type { EmailMessage } from './send-email';

export type Template = OutboxMessage['template'];
export type MessageOf<T extends Template> = Extract<OutboxMessage, { template: T }>;

export type Renderer<T extends Template> = (email: OutboxEmail, message: MessageOf<T>, siteOrigin: string) => Promise<EmailMessage>;
export type Renderers = { readonly [T in Template]?: Renderer<T> };

export class NoRendererError extends Error {
  constructor(template: string) {
    super(`This function cannot render "${template}" emails`);
    this.name = 'NoRendererError';
  }
}

export const renderWith = (renderers: Renderers, email: OutboxEmail, siteOrigin: string): Promise<EmailMessage> => {
  const renderer = renderers[email.message.template] as Renderer<Template> | undefined;
  if (!renderer) throw new NoRendererError(email.message.template);
  return renderer(email, email.message, siteOrigin);
};
