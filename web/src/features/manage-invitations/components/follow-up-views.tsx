/**
 * All, Overdue and Due this week: each follow-up view is a Query of a range of the due-date
 * order on the server (shared/follow-up.ts), kept in the URL (`due`) like the filters, so a link or a
 * reload opens the same view.
 */
import { Button, Group } from '@chakra-ui/react';
import { FOLLOW_UP_VIEW_LABELS, FOLLOW_UP_VIEWS, type FollowUpView } from '@safe-haven/shared/follow-up';

export const FollowUpViews = ({ view, onChange }: { view: FollowUpView | undefined; onChange: (view: FollowUpView | undefined) => void }) => (
  <Group attached role="group" aria-label="Follow-up view" alignSelf="flex-start" flexWrap="wrap">
    {([undefined, ...FOLLOW_UP_VIEWS] as const).map((option) => (
      <Button
        key={option ?? 'all'} size="sm" variant={view === option ? 'solid' : 'outline'} colorPalette="brand"
        aria-pressed={view === option} onClick={() => onChange(option)}
      >
        {option ? FOLLOW_UP_VIEW_LABELS[option] : 'All leads'}
      </Button>
    ))}
  </Group>
);
