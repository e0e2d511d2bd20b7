/**
 * Manage Invitations before anyone is known (components/layout/signed-in-placeholder.tsx): its
 * heading and the line under it, grey places for the follow-up views, Export, the filters and the
 * first cards. The heading row is the page's own (manage-invitations-heading.tsx); the actions only
 * some roles have (Import CSV, Edit Limits) are left out.
 */
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { INVITATION_EXPORT_MESSAGES as EXPORT } from '@safe-haven/shared/invitation-export';
import { SignedInPlaceholder } from '../../../components/layout/signed-in-placeholder';
import { FollowUpViews } from './follow-up-views';
import { ManageInvitationsHeading } from './manage-invitations-heading';

/** On a touch screen the layout makes every button 44 px tall (touch-targets.tsx), and so their places. */
const TOUCH_HEIGHT = { '@media (pointer: coarse)': { minHeight: '44px' } };
const ignore = () => undefined;

export const ManageInvitationsPlaceholder = () => (
  <SignedInPlaceholder>
    <Stack gap={{ base: '5', md: '6' }}>
      <ManageInvitationsHeading
        actions={
          <>
            {/* Skeletons wrapping the controls themselves: exactly their size, hidden and out of reach. */}
            <Skeleton rounded="l2" css={TOUCH_HEIGHT}><FollowUpViews view={undefined} onChange={ignore} /></Skeleton>
            <Skeleton rounded="l2" css={TOUCH_HEIGHT}><Button size="sm" variant="outline">{EXPORT.button}</Button></Skeleton>
          </>
        }
      />
      {/* The filters' box: search, selects and sort (folded under a Filters button on a phone). */}
      <Skeleton h={{ base: '152px', md: '36' }} rounded="l3" />
      {[0, 1, 2].map((card) => <Skeleton key={card} h="44" rounded="l3" />)}
    </Stack>
  </SignedInPlaceholder>
);
