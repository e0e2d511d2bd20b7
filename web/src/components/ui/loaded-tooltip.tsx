/**
 * Chakra's tooltip with its positioning machinery (zag's tooltip and popper, floating-ui: about
 * 12 KB gzipped), in a chunk of its own: on-demand-tooltip.tsx loads it after a page's first paint.
 */
import { useLayoutEffect, useRef, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { Portal, Tooltip, type TooltipContentProps, type TooltipRootProps } from '@chakra-ui/react';

/** What on-demand-tooltip.tsx listens to on the trigger before this code is loaded. */
export interface TriggerHandlers {
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
}

/** The props of OnDemandTooltip (on-demand-tooltip.tsx), which passes them on to this one. */
export interface OnDemandTooltipProps extends Omit<TooltipRootProps, 'children'> {
  content: ReactNode;
  contentProps?: TooltipContentProps;
  /** The trigger: one element that takes a ref and focus and pointer handlers. */
  children: ReactElement<TriggerHandlers>;
}

export const LoadedTooltip = ({ content, contentProps, children, refocus, ...rootProps }: OnDemandTooltipProps & { refocus: boolean }) => {
  // Typed as a button for Chakra's trigger; a link or a span takes focus() the same way.
  const trigger = useRef<HTMLButtonElement>(null);
  // The trigger is a new element now (the tooltip wraps it): if the one it replaced had the focus, it gets it back.
  useLayoutEffect(() => {
    if (refocus && (document.activeElement === null || document.activeElement === document.body)) trigger.current?.focus();
  }, [refocus]);
  return (
    <Tooltip.Root {...rootProps}>
      <Tooltip.Trigger asChild ref={trigger}>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content {...contentProps}>{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
};
