/**
 * A button that keeps the keyboard focus while its action runs. Chakra's `loading` disables the
 * button, and a focused button that becomes disabled drops the focus to the page (out of a dialog,
 * too), so someone who pressed Enter no longer knows where they are. This one shows the same spinner
 * and text but is only aria-disabled (styled as disabled) and ignores presses until it is done.
 */
import { Button, Loader, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export type BusyButtonProps = Omit<ButtonProps, 'loading' | 'loadingText'> & {
  busy: boolean;
  busyText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

export const BusyButton = ({ busy, busyText, children, onClick, ...props }: BusyButtonProps) => (
  <Button
    {...props}
    aria-disabled={busy || undefined}
    data-loading={busy ? '' : undefined}
    onClick={(event) => {
      // preventDefault also stops a submit button's form (a press or Enter in a field).
      if (busy) event.preventDefault();
      else onClick?.(event);
    }}
  >
    {busy ? <Loader text={busyText}>{children}</Loader> : children}
  </Button>
);
