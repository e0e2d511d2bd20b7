/**
 * A tooltip whose code loads after the page's first paint. Chakra's tooltip brings zag's tooltip
 * and popper and floating-ui, about 12 KB gzipped, that every signed-in page's first visit carried
 * for the sidebar, the header and the dashboard's stat cards, though no tooltip can show before
 * someone points at or focuses something.
 *
 * Until the code is there the trigger renders alone; pointing at it, focusing or tapping it asks
 * for the code at once, and otherwise it comes when the browser is next idle. The tooltip then
 * wraps the trigger, which makes the trigger a new element: one that had the focus gets it back
 * (loaded-tooltip.tsx), and one pointed at or focused meanwhile opens its tooltip straight away.
 */
import { cloneElement, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import type * as LoadedTooltipModule from './loaded-tooltip';
import type { OnDemandTooltipProps } from './loaded-tooltip';

export type { OnDemandTooltipProps };

type LoadedModule = typeof LoadedTooltipModule;
let loaded: LoadedModule | undefined;
let loading: Promise<LoadedModule> | undefined;
const loadTooltip = (): Promise<LoadedModule> =>
  (loading ??= import('./loaded-tooltip').then((module) => (loaded = module), (error: unknown) => {
    loading = undefined;
    throw error;
  }));

export const OnDemandTooltip = (props: OnDemandTooltipProps) => {
  const [module, setModule] = useState(loaded);
  const focused = useRef(false);
  const wanted = useRef(false);
  useEffect(() => {
    if (module) return;
    let live = true;
    const take = () => void loadTooltip().then((ready) => live && setModule(() => ready), () => undefined);
    // Nothing can show before someone points or focuses: the code comes when the browser is idle.
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(take, { timeout: 3000 });
      return () => {
        live = false;
        window.cancelIdleCallback(idle);
      };
    }
    const timer = setTimeout(take, 1000);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [module]);

  if (module) {
    const { LoadedTooltip } = module;
    const openNow = wanted.current && props.open === undefined && !props.disabled;
    return <LoadedTooltip {...props} {...(openNow ? { defaultOpen: true } : {})} refocus={focused.current} />;
  }
  const { children } = props;
  const want = () => {
    wanted.current = true;
    void loadTooltip().then((ready) => setModule(() => ready), () => undefined);
  };
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      children.props.onPointerEnter?.(event);
      want();
    },
    onPointerLeave: (event: PointerEvent) => {
      children.props.onPointerLeave?.(event);
      if (!focused.current) wanted.current = false;
    },
    onPointerDown: (event: PointerEvent) => {
      children.props.onPointerDown?.(event);
      want();
    },
    onFocus: (event: FocusEvent) => {
      children.props.onFocus?.(event);
      focused.current = true;
      want();
    },
    onBlur: (event: FocusEvent) => {
      children.props.onBlur?.(event);
      focused.current = false;
      wanted.current = false;
    },
  });
};
