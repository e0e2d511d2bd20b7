/**
 * A user's Actions button: the menu's trigger, and until the menu's code has arrived the plain button
 * that stands in for it (users-table.tsx). One component, so the two cannot look different.
 */
import type { Ref } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import { ChevronDownIcon } from '../../../components/ui/icons';

export type UserActionsButtonProps = ButtonProps & {
  user: ManagedUser;
  /** Phones: a 44 px tap target. */
  large: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export const UserActionsButton = ({ user, large, ...rest }: UserActionsButtonProps) => (
  <Button size={large ? 'md' : 'xs'} minH={large ? '11' : undefined} variant="outline" aria-label={`Actions for ${user.firstName} ${user.lastName}`} {...rest}>
    Actions <ChevronDownIcon />
  </Button>
);
