/** Shows the page (prerendered, then filled in once the link is checked), or the invalid-link and preview-refused cards. */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import type { Audience } from '@safe-haven/shared/audiences';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';
import { usePageMeta, type PageMeta } from '../../../components/seo/use-page-meta';
import { useInvitationPage, type InvitationContext } from '../hooks/use-invitation-page';
import { InvitationShell } from './invitation-shell';
import { StatusCard } from './status-card';

/** The tab names what the page shows: the invitation, or why there is none. */
const statusMeta = (title: string, description: string): PageMeta => ({ title: `${title} | ${BRAND_NAME}`, description });

export const InvitationGate = ({ audience, meta, loadErrorMessage, children }: {
  audience: Audience;
  /** The invitation page's own title and description. */
  meta: Omit<PageMeta, 'noindex'>;
  loadErrorMessage: string;
  children: (context: InvitationContext) => ReactNode;
}) => {
  const state = useInvitationPage(audience, loadErrorMessage);
  const shown =
    state.kind === 'invalid' ? statusMeta(INVITEE_MESSAGES.invalidTitle, INVITEE_MESSAGES.invalidBody)
      : state.kind === 'preview-denied' ? statusMeta(INVITEE_MESSAGES.previewNotAllowedTitle, INVITEE_MESSAGES.previewNotAllowed)
        : meta;
  usePageMeta({ ...shown, noindex: true });
  switch (state.kind) {
    case 'invalid':
      return <StatusCard title={INVITEE_MESSAGES.invalidTitle} body={INVITEE_MESSAGES.invalidBody} />;
    case 'preview-denied':
      return (
        <StatusCard
          title={INVITEE_MESSAGES.previewNotAllowedTitle}
          body={INVITEE_MESSAGES.previewNotAllowed}
          action={<Button asChild colorPalette="brand" alignSelf="center"><a href="/">Sign in</a></Button>}
        />
      );
    case 'page':
      return <InvitationShell preview={state.context.preview}>{children(state.context)}</InvitationShell>;
  }
};
