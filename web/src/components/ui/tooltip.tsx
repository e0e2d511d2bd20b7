/**
 * The staff pages' tooltips, without Chakra's tooltip: that one brings zag's tooltip and popper and
 * floating-ui (about 12 KB gzipped) to every signed-in page's first visit, for a label shown when
 * someone points at or focuses a sidebar entry, the sidebar's toggle or a stat card's help. Loading
 * it later would mean wrapping the trigger once it arrives, which makes the trigger a new element
 * and breaks what holds the old one (a dialog giving focus back to the entry that opened it).
 *
 * This one never replaces its trigger: it adds handlers and aria-describedby to it, and shows a
 * role="tooltip" label in a portal, placed beside the trigger and kept inside the viewport. It opens
 * on a mouse's hover and on keyboard focus (not on a tap or a click's focus, as Chakra's did not),
 * after a delay; Escape, leaving, blur, using the trigger, a tap elsewhere and scrolling close it. A controlled `open`
 * lets a trigger toggle it on a tap (the stat cards' help, on phones with no hover).
 */
import {
  cloneElement, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState,
  type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement, type ReactNode, type Ref, type RefCallback,
} from 'react';
import { Box, Portal } from '@chakra-ui/react';

export type TooltipPlacement = 'top' | 'right' | 'bottom-start';

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one element that takes a ref, focus and pointer handlers. */
  children: ReactElement<TriggerProps>;
  placement?: TooltipPlacement;
  openDelay?: number;
  closeDelay?: number;
  /** Nothing shows (the sidebar's entries while it is expanded, the toggle on a phone). */
  disabled?: boolean;
  /** Controlled: shows while true; onOpenChange says when it would open or close. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  maxW?: string;
}

/** Space between the trigger and the label, and the least between the label and the viewport's edge. */
const GAP = 8;

/** Where the label goes: beside the trigger as asked, on the other side if there is no room, then inside the viewport. */
export const placeTooltip = (
  trigger: Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left' | 'width' | 'height'>,
  label: Pick<DOMRect, 'width' | 'height'>,
  placement: TooltipPlacement,
  viewport: { width: number; height: number },
): { top: number; left: number } => {
  let top: number;
  let left: number;
  if (placement === 'right') {
    left = trigger.right + GAP;
    top = trigger.top + (trigger.height - label.height) / 2;
    if (left + label.width > viewport.width - GAP) left = trigger.left - GAP - label.width;
  } else if (placement === 'bottom-start') {
    top = trigger.bottom + GAP;
    left = trigger.left;
    if (top + label.height > viewport.height - GAP) top = trigger.top - GAP - label.height;
  } else {
    top = trigger.top - GAP - label.height;
    left = trigger.left + (trigger.width - label.width) / 2;
    if (top < GAP) top = trigger.bottom + GAP;
  }
  return {
    top: Math.round(Math.min(Math.max(GAP, top), viewport.height - label.height - GAP)),
    left: Math.round(Math.min(Math.max(GAP, left), viewport.width - label.width - GAP)),
  };
};

/** One ref callback that sets both: the trigger's own ref (the header keeps its toggle's) and this component's. */
const bothRefs = <T,>(first: Ref<T> | undefined, second: { current: T | null }): RefCallback<T> => (node) => {
  second.current = node;
  if (typeof first === 'function') first(node);
  else if (first) (first as { current: T | null }).current = node;
};

export const Tooltip = ({ content, children, placement = 'top', openDelay = 150, closeDelay = 0, disabled = false, open: controlled, onOpenChange, maxW = 'xs' }: TooltipProps) => {
  const id = useId();
  const [own, setOwn] = useState(false);
  const open = !disabled && (controlled ?? own);
  const trigger = useRef<HTMLElement | null>(null);
  const label = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [coords, setCoords] = useState<{ top: number; left: number }>();

  const setOpen = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    if (controlled === undefined) setOwn(next);
    onOpenChange?.(next);
  }, [controlled, onOpenChange]);
  const setOpenAfter = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // Measured while hidden, then placed: the label's size depends on its text.
  useLayoutEffect(() => {
    if (!open || !trigger.current || !label.current) {
      setCoords(undefined);
      return;
    }
    const next = placeTooltip(trigger.current.getBoundingClientRect(), label.current.getBoundingClientRect(), placement, { width: window.innerWidth, height: window.innerHeight });
    // The same place keeps the same state: no second render for a label that did not move.
    setCoords((current) => (current?.top === next.top && current.left === next.left ? current : next));
  }, [open, placement, content]);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!trigger.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', close, true);
    };
  }, [open, setOpen]);

  const { props } = children;
  // One ref callback per trigger ref: a new one each render would set the trigger's own ref to null and back each time.
  const ref = useMemo(() => bothRefs(props.ref, trigger), [props.ref]);
  return (
    <>
      {cloneElement(children, {
        ref,
        'aria-describedby': open ? id : props['aria-describedby'],
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          props.onPointerEnter?.(event);
          if (event.pointerType === 'mouse' && !disabled) setOpenAfter(true, openDelay);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          props.onPointerLeave?.(event);
          if (event.pointerType === 'mouse') setOpenAfter(false, closeDelay);
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          props.onFocus?.(event);
          // Keyboard focus only: a click or a tap focuses the trigger too, and means something else.
          if (!disabled && event.currentTarget.matches(':focus-visible')) setOpenAfter(true, openDelay);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          props.onBlur?.(event);
          setOpenAfter(false, 0);
        },
        // Using the trigger (a sidebar entry that opens the help guide) puts the label away, as
        // Chakra's did; a controlled tooltip's owner decides for itself (the stat cards toggle on a tap).
        onClick: (event: MouseEvent<HTMLElement>) => {
          props.onClick?.(event);
          if (controlled === undefined) setOpen(false);
        },
      })}
      {open && (
        <Portal>
          <Box
            ref={label} id={id} role="tooltip" position="fixed" zIndex="tooltip" pointerEvents="none"
            top={`${coords?.top ?? 0}px`} left={`${coords?.left ?? 0}px`} visibility={coords ? 'visible' : 'hidden'}
            bg="bg.inverted" color="fg.inverted" px="2.5" py="1" borderRadius="l2" fontWeight="medium" textStyle="xs"
            boxShadow="md" maxW={maxW}
          >
            {content}
          </Box>
        </Portal>
      )}
    </>
  );
};
