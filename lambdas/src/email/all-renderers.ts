/** Every template: for the workers that deliver whatever is due (the stream consumer, the sweeper). */
import { renderInvitation } from './render-invitation';
import { renderResponseNotification } from './render-response-notification';
import type { Renderers } from './renderers';

export const ALL_RENDERERS: Renderers = {
  invitation: renderInvitation,
  'response-notification': renderResponseNotification,
};
