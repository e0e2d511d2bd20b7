/**
 * Search, audience, pipeline and status, the order (Sort by; a preference kept across Clear Filters),
 * 'Filter My LeadGens' (admins and founders), a note when a sender filter came from a link, and Clear
 * Filters. The search is applied 300 ms after typing stops. On a phone the four selects fold under a
 * Filters button.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Field, Flex, HStack, Input, InputGroup, NativeSelect, SimpleGrid, Switch, Text } from '@chakra-ui/react';
import { AUDIENCES, AUDIENCE_LABELS, PIPELINES } from '@safe-haven/shared/audiences';
import { STATUS_FILTER_GROUPS, STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { INVITATION_LIST_MESSAGES } from '@safe-haven/shared/invitation-list-messages';
import { isListSort, LIST_SORT_LABELS, LIST_SORTS, type ListSort } from '@safe-haven/shared/list-sort';
import { MAX_SEARCH_LENGTH } from '@safe-haven/shared/search-terms';
import { FunnelIcon, SearchIcon } from '../../../components/ui/icons';
import { hasActiveFilters, type InvitationFilters as Filters } from '../utils/filters';
import { appliedSearch, searchBoxAfterUrlChange } from '../utils/search-box';

/**
 * Named as pipelines, as the status filter's groups are: beside Audience's Member, Investor and Land
 * Owner, the same three words said nothing of how the two filters differ.
 */
const PIPELINE_LABELS: Record<(typeof PIPELINES)[number], string> = { member: 'Member pipeline', investor: 'Investor pipeline', landowner: 'Land owner pipeline' };
const SEARCH_DEBOUNCE_MS = 300;
const DUE_ORDER_NOTE_ID = 'due-order-note';

interface InvitationFiltersProps {
  filters: Filters;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  showTeamToggle: boolean;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}

interface SelectProps { label: string; value: string; onChange: (value: string) => void; children: ReactNode; disabled?: boolean; describedBy?: string }

const Select = ({ label, value, onChange, children, disabled, describedBy }: SelectProps) => (
  <Field.Root disabled={disabled}>
    <Field.Label fontSize="sm">{label}</Field.Label>
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} bg="bg" aria-describedby={describedBy}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);

const MORE_FILTERS_ID = 'more-invitation-filters';

/** How many of the selects narrow the list (the order does not): the phone's Filters button counts them. */
const selectsInUse = (filters: Filters) => [filters.audience, filters.pipeline, filters.status].filter(Boolean).length;

export const InvitationFilters = ({ filters, sort, onSortChange, showTeamToggle, onChange, onClear }: InvitationFiltersProps) => {
  // On a phone the selects fold under a Filters button, so the first screen shows leads, not a form;
  // open from the start when a link arrived with one of them set.
  const [selectsShown, setSelectsShown] = useState(() => selectsInUse(filters) > 0);
  const [search, setSearch] = useState(filters.search);
  /** The URL's search at the last render, and the search this box last applied (utils/search-box.ts). */
  const [urlSearch, setUrlSearch] = useState(filters.search);
  const [applied, setApplied] = useState(filters.search);
  // Follows the URL (Clear Filters, back button) without fighting the person typing. Adjusted while
  // rendering, not in an effect: the debounce below never sees the new URL beside the old text (on a
  // busy phone it could re-apply a search that Clear Filters had just removed).
  if (filters.search !== urlSearch) {
    setUrlSearch(filters.search);
    setApplied(filters.search);
    setSearch(searchBoxAfterUrlChange(filters.search, applied, search));
  }
  useEffect(() => {
    if (search === filters.search) return;
    const timer = window.setTimeout(() => {
      setApplied(appliedSearch(search));
      onChange({ search });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.search, onChange]);
  const clearable = hasActiveFilters(filters) || search !== '';

  return (
    <Box as="section" aria-label="Filters" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
      <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3" alignItems="end">
        <Field.Root gridColumn={{ base: 'span 2', lg: 'auto' }}>
          <Field.Label fontSize="sm">Search</Field.Label>
          <InputGroup startElement={<SearchIcon />}>
            <Input
              size="sm" type="search" value={search} maxLength={MAX_SEARCH_LENGTH} placeholder="Name or email"
              onChange={(event) => setSearch(event.target.value)}
            />
          </InputGroup>
        </Field.Root>
        {/* display: contents keeps the selects in the grid on larger screens; on a phone they fold. */}
        <Box id={MORE_FILTERS_ID} display={{ base: selectsShown ? 'contents' : 'none', md: 'contents' }}>
        <Select label="Audience" value={filters.audience ?? ''} onChange={(value) => onChange({ audience: (value || undefined) as Filters['audience'] })}>
          <option value="">All audiences</option>
          {AUDIENCES.map((audience) => <option key={audience} value={audience}>{AUDIENCE_LABELS[audience]}</option>)}
        </Select>
        <Select label="Pipeline" value={filters.pipeline ?? ''} onChange={(value) => onChange({ pipeline: (value || undefined) as Filters['pipeline'] })}>
          <option value="">All pipelines</option>
          {PIPELINES.map((pipeline) => <option key={pipeline} value={pipeline}>{PIPELINE_LABELS[pipeline]}</option>)}
        </Select>
        <Select label="Status" value={filters.status ?? ''} onChange={(value) => onChange({ status: (value || undefined) as Filters['status'] })}>
          <option value="">All statuses</option>
          {STATUS_FILTER_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.statuses.map((status) => <option key={status} value={status}>{STATUS_LABELS[status]}</option>)}
            </optgroup>
          ))}
        </Select>
        {/* A follow-up view is the due-date order by construction (a range of it). */}
        <Select
          label="Sort by" value={filters.due ? 'due' : sort} disabled={!!filters.due} describedBy={filters.due ? DUE_ORDER_NOTE_ID : undefined}
          onChange={(value) => isListSort(value) && onSortChange(value)}
        >
          {LIST_SORTS.map((option) => <option key={option} value={option}>{LIST_SORT_LABELS[option]}</option>)}
        </Select>
        </Box>
      </SimpleGrid>
      <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="4" wrap="wrap">
          <Button
            hideFrom="md" size="sm" variant="outline" aria-expanded={selectsShown} aria-controls={MORE_FILTERS_ID}
            onClick={() => setSelectsShown((shown) => !shown)}
          >
            <FunnelIcon />
            {INVITATION_LIST_MESSAGES.filtersButton(selectsInUse(filters))}
          </Button>
          {showTeamToggle && (
            <Switch.Root size="sm" checked={filters.team} onCheckedChange={(details) => onChange({ team: details.checked })} colorPalette="brand">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontSize="sm">Filter My LeadGens</Switch.Label>
            </Switch.Root>
          )}
          {/* Below the row of selects, not under Sort by: a note there would push that select out of line. */}
          {filters.due && <Text id={DUE_ORDER_NOTE_ID} fontSize="sm" color="fg.muted">{INVITATION_LIST_MESSAGES.dueOrder}</Text>}
          {filters.sender.length > 0 && (
            <HStack gap="2" fontSize="sm" bg="brass.subtle" px="2.5" py="1" borderRadius="md">
              <Text>{filters.sender.length === 1 ? 'One sender' : `${filters.sender.length} senders`} selected</Text>
              <Button size="2xs" variant="ghost" onClick={() => onChange({ sender: [] })}>Show all senders</Button>
            </HStack>
          )}
        </HStack>
        {/* On a phone, only when there is something to clear: off, it took a row of its own under Filters. */}
        <Button size="sm" variant="outline" onClick={onClear} disabled={!clearable} hideBelow={clearable ? undefined : 'md'}>Clear Filters</Button>
      </Flex>
    </Box>
  );
};
