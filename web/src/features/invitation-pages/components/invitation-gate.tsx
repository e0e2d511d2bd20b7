/** Shows the page (prerendered, then filled in once the link is checked), or the invalid-link and preview-refused cards. */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import type { Audience } from '@safe-haven/shared/audiences';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { usePageMeta, type PageMeta } from '../../../components/seo/use-page-meta';
import { useInvitationPage, type InvitationContext } from '../hooks/use-invitation-page';
import { InvitationShell } from './invitation-shell';
import { StatusCard } from './status-card';

/** The page-sized refusals: their card and the tab say the same words. */
const STATUS_PAGES = {
  invalid: { title: INVITEE_MESSAGES.invalidTitle, body: INVITEE_MESSAGES.invalidBody },
  'preview-denied': { title: INVITEE_MESSAGES.previewNotAllowedTitle, body: INVITEE_MESSAGES.previewNotAllowed },
} as const;

export const InvitationGate = ({ audience, meta, loadErrorMessage, children }: {
  audience: Audience;
  /** The invitation page's own title and description. */
  meta: Omit<PageMeta, 'noindex'>;
  loadErrorMessage: string;
  children: (context: InvitationContext) => ReactNode;
}) => {
  const state = useInvitationPage(audience, loadErrorMessage);
  const status = state.kind === 'page' ? undefined : STATUS_PAGES[state.kind];
  // The tab names what the page shows: the invitation, or why there is none.
  usePageMeta({ ...(status ? { title: `${status.title} | ${BRAND_NAME}`, description: status.body } : meta), noindex: true });
  if (state.kind === 'page') return <InvitationShell preview={state.context.preview}>{children(state.context)}</InvitationShell>;
  const signIn = state.kind === 'preview-denied'
    ? <Button asChild colorPalette="brand" alignSelf="center"><a href="/">Sign in</a></Button>
    : undefined;
  const { title, body } = STATUS_PAGES[state.kind];
  return <StatusCard title={title} body={body} action={signIn} />;
};
