/**
 * Manage Invitations before anyone is known (components/layout/signed-in-placeholder.tsx): its
 * heading and the line under it, in the page's own heading row (manage-invitations-heading.tsx), and
 * nothing under them. The actions beside the heading and the filters differ by role (an admin's wrap
 * under the line, a lead generator's sit beside it), so grey places for them, or for the cards
 * below, would be where the page does not put them for some roles, and the list would jump as the
 * page replaced them: the page builds down from the heading instead.
 */
import { SignedInPlaceholder } from '../../../components/layout/signed-in-placeholder';
import { ManageInvitationsHeading } from './manage-invitations-heading';

export const ManageInvitationsPlaceholder = () => (
  <SignedInPlaceholder>
    <ManageInvitationsHeading actions={null} />
  </SignedInPlaceholder>
);
