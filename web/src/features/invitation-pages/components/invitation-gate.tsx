/** Shows the page (prerendered, then filled in once the link is checked), or the invalid-link and preview-refused cards. */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import type { Audience } from '@safe-haven/shared/audiences';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';
import { useInvitationPage, type InvitationContext } from '../hooks/use-invitation-page';
import { InvitationShell } from './invitation-shell';
import { StatusCard } from './status-card';

export const InvitationGate = ({ audience, loadErrorMessage, children }: {
  audience: Audience;
  loadErrorMessage: string;
  children: (context: InvitationContext) => ReactNode;
}) => {
  const state = useInvitationPage(audience, loadErrorMessage);
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
