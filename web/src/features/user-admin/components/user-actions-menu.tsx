/**
 * A user's actions menu (Suspend / Activate, Make Admin / Founder / Lead Gen with the current role
 * disabled, the account resets, Account History, Delete User). A chunk of its own, fetched when the
 * users table first renders: the menu and its positioning code are not needed to see the list.
 */
import { useRef } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import type { StaffRole } from '@safe-haven/shared/roles';
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import type { UserChange } from '../api/users';
import type { AccountReset } from '../api/account-recovery';
import { RESET_LABELS } from './reset-labels';
import { UserActionsButton } from './user-actions-button';

const MAKE_ROLE: { role: StaffRole; label: string }[] = [
  { role: 'admin', label: 'Make Admin' },
  { role: 'founder', label: 'Make Founder' },
  { role: 'leadgen', label: 'Make Lead Gen' },
];

export interface UserActionsProps {
  user: ManagedUser;
  onChange: (change: UserChange) => void;
  onRoleChange: (role: StaffRole, label: string) => void;
  onDelete: () => void;
  onReset: (reset: AccountReset) => void;
  onHistory: () => void;
  /**
   * Told the menu's button as an item is chosen, for the dialog the item opens to give focus back to:
   * chosen with a pointer, the focused item is gone by the time the dialog opens.
   */
  onChooseFrom: (trigger: HTMLElement | null) => void;
  /** Phones: a 44 px tap target. */
  large: boolean;
}

/** `defaultOpen`: the stand-in button was clicked before this arrived, so the menu opens as it mounts (focus goes into it). */
export const UserActionsMenu = ({ user, onChange, onRoleChange, onDelete, onReset, onHistory, onChooseFrom, large, defaultOpen = false }: UserActionsProps & { defaultOpen?: boolean }) => {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen} onSelect={() => onChooseFrom(trigger.current)}>
      <Menu.Trigger asChild>
        <UserActionsButton ref={trigger} user={user} large={large} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          {/* Phones: each item a 44 px tap target too, as the button that opens them. */}
          <Menu.Content css={large ? { '& [role=menuitem]': { minHeight: '44px' } } : undefined}>
            {user.status === 'active' ? (
              <Menu.Item value="suspend" onSelect={() => onChange({ status: 'suspended' })}>Suspend</Menu.Item>
            ) : (
              <Menu.Item value="activate" onSelect={() => onChange({ status: 'active' })}>Activate</Menu.Item>
            )}
            <Menu.Separator />
            {MAKE_ROLE.map(({ role, label }) => (
              <Menu.Item key={role} value={`make-${role}`} disabled={user.role === role} onSelect={() => onRoleChange(role, label)}>{label}</Menu.Item>
            ))}
            <Menu.Separator />
            {user.status === 'active' && (['password-reset', 'two-factor-reset'] as const).map((reset) => (
              <Menu.Item key={reset} value={reset} onSelect={() => onReset(reset)}>{RESET_LABELS[reset]}</Menu.Item>
            ))}
            <Menu.Item value="account-history" onSelect={onHistory}>Account History</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }} onSelect={onDelete}>Delete User</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};
