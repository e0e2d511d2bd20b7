/**
 * The dialogs every page shares: welcome on arrival, the confirmation after an answer, and the
 * decline question. Loaded after the page has hydrated (lazy-answer-dialogs.tsx): none of them is
 * open in the prerendered page, and their dialog machinery is most of their weight.
 */
import type { InvitationFlowContent } from '@safe-haven/shared/content/types';
import type { AnswerFlow } from '../hooks/use-answer-flow';
import type { InvitationContext } from '../hooks/use-invitation-page';
import { useWelcomeDialog } from '../hooks/use-welcome-dialog';
import { ConfirmationDialog } from './confirmation-dialog';
import { DeclineDialog } from './decline-dialog';
import { WelcomeDialog } from './welcome-dialog';

export interface AnswerDialogsProps {
  content: InvitationFlowContent;
  context: InvitationContext;
  flow: AnswerFlow;
  /** Replaces the plain decline submission (the investor page logs an analytics event first). */
  onDecline?: () => Promise<void>;
}

export const AnswerDialogs = ({ content, context, flow, onDecline = flow.submitDecline }: AnswerDialogsProps) => {
  const welcome = useWelcomeDialog(context);
  const { dialog } = flow;
  return (
    <>
      <WelcomeDialog open={welcome.open} onClose={welcome.close} content={content.welcome} invitation={context.invitation} />
      <ConfirmationDialog
        content={dialog.kind === 'confirmation' ? content.confirmation[dialog.answer] : undefined}
        onClose={flow.closeConfirmation}
      />
      <DeclineDialog
        open={dialog.kind === 'decline'} content={content.decline} pending={flow.pending} error={flow.error}
        onDecline={() => void onDecline()} onCancel={flow.cancel}
      />
    </>
  );
};
