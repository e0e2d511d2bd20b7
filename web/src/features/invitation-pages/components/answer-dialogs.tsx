/** The dialogs every page shares: welcome on arrival, the confirmation after an answer, and the decline. */
import type { InvitationFlowContent } from '@safe-haven/shared/content/types';
import type { AnswerFlow } from '../hooks/use-answer-flow';
import type { InvitationContext } from '../hooks/use-invitation-page';
import { useWelcomeDialog } from '../hooks/use-welcome-dialog';
import { ConfirmationDialog } from './confirmation-dialog';
import { DeclineDialog } from './decline-dialog';
import { WelcomeDialog } from './welcome-dialog';

export const AnswerDialogs = ({ content, context, flow, decline, onDecline = flow.submitDecline }: {
  content: InvitationFlowContent;
  context: InvitationContext;
  flow: AnswerFlow;
  /** close-only: closing the message declines (member). confirm: a button declines (investor). none: no dialog. */
  decline: 'close-only' | 'confirm' | 'none';
  /** Replaces the plain decline submission (the investor page logs an analytics event first). */
  onDecline?: () => Promise<void>;
}) => {
  const welcome = useWelcomeDialog(context);
  const { dialog } = flow;
  return (
    <>
      <WelcomeDialog open={welcome.open} onClose={welcome.close} content={content.welcome} invitation={context.invitation} />
      <ConfirmationDialog
        content={dialog.kind === 'confirmation' ? content.confirmation[dialog.answer] : undefined}
        onClose={flow.closeConfirmation}
      />
      {decline !== 'none' && (
        <DeclineDialog
          open={dialog.kind === 'decline'} content={content.decline} pending={flow.pending}
          onDecline={() => void onDecline()} onCancel={decline === 'confirm' ? flow.cancel : undefined}
        />
      )}
    </>
  );
};
