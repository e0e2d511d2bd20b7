/**
 * 'Congratulations!': shown to the earner once, after a badge is earned, at a calm moment: on the
 * dashboard home, while they are not typing, not in another dialog and not waiting on a change they
 * made (a dialog that takes the page mid-sentence loses what they were doing). It is marked
 * celebrated as soon as it shows, so a reload does not bring it back. The 3-second animation and
 * the confetti are left out for people who ask for reduced motion.
 */
import { lazy, useEffect, useRef, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { useLocation } from 'react-router-dom';
import { BADGE_CELEBRATION_MS } from '@safe-haven/shared/badges';
import type { EarnedBadgeView } from '@safe-haven/shared/api-types';
import { useMarkCelebrated, useMyBadges } from '../../hooks/use-my-badges';
import { useSubmissionsInFlight } from '../../hooks/submissions-in-flight';
import { openedOnDemand } from '../ui/on-demand-dialog';
import { usePrefetchWhenIdle } from '../../hooks/use-prefetch-when-idle';
import { calmForAWhile } from './calm-moment';

/**
 * The dialog loads on demand (badge-celebration-dialog.tsx), fetched when the browser is idle once
 * there is a badge to celebrate: a first visit carries no dialog code for a moment that seldom comes.
 */
const loadDialog = () => import('./badge-celebration-dialog');
const CelebrationDialog = openedOnDemand(
  lazy(() => loadDialog().then((module) => ({ default: module.BadgeCelebrationDialog }))),
  (props) => props.shown !== null,
  (props) => ({ ...props, shown: null }),
);

/** How often a waiting celebration looks again for a calm moment. */
const CALM_CHECK_MS = 500;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const BadgeCelebration = ({ enabled }: { enabled: boolean }) => {
  const location = useLocation();
  const badges = useMyBadges(enabled);
  const markCelebrated = useMarkCelebrated();
  const [shown, setShown] = useState<EarnedBadgeView[] | null>(null);
  const [animating, setAnimating] = useState(false);
  const marked = useRef(new Set<string>());
  const { refetch } = badges;

  // A page view: look again for badges earned since the last one.
  useEffect(() => {
    if (enabled) void refetch();
  }, [enabled, location.pathname, refetch]);

  const uncelebrated = badges.data?.uncelebrated;
  usePrefetchWhenIdle(loadDialog, (uncelebrated?.length ?? 0) > 0);
  const { mutate: celebrate } = markCelebrated;
  const onHome = location.pathname === DASHBOARD_PATHS.home;
  const mutating = useIsMutating() + useSubmissionsInFlight() > 0;
  useEffect(() => {
    const pending = uncelebrated?.filter((badge) => !marked.current.has(badge.id)) ?? [];
    if (shown || pending.length === 0 || !onHome || mutating) return;
    const calmLongEnough = calmForAWhile();
    const showWhenCalm = () => {
      if (!calmLongEnough()) return false;
      for (const badge of pending) marked.current.add(badge.id);
      setShown(pending);
      setAnimating(!prefersReducedMotion());
      // Marked as soon as it shows: a reload does not bring it back.
      celebrate(pending.map((badge) => badge.id));
      return true;
    };
    showWhenCalm();
    const timer = window.setInterval(() => showWhenCalm() && window.clearInterval(timer), CALM_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [uncelebrated, shown, celebrate, onHome, mutating]);

  useEffect(() => {
    if (!animating) return;
    const timer = window.setTimeout(() => setAnimating(false), BADGE_CELEBRATION_MS);
    return () => window.clearTimeout(timer);
  }, [animating]);

  return <CelebrationDialog shown={shown} animating={animating} onClose={() => setShown(null)} />;
};
