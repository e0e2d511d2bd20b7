/** Search by name or email, role, status, and Clear Filters. */
import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PROFILE_STATUSES, ROLE_LABELS, STAFF_ROLES } from '@safe-haven/shared/roles';
import { hasFilters, NO_FILTERS, type UserFilters as Filters } from '../utils/filter-users';

const STATUS_LABELS = { active: 'Active', suspended: 'Suspended', deleted: 'Deleted' } as const;
export const statusLabel = (status: keyof typeof STATUS_LABELS) => STATUS_LABELS[status];

export const UserFilters = ({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) => (
  <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
    <Field.Root gridColumn={{ md: 'span 2' }}>
      <Field.Label>Search</Field.Label>
      <Input type="search" placeholder="Name or email" value={filters.search} onChange={(event) => onChange({ ...filters, search: event.target.value })} />
    </Field.Root>
    <Field.Root>
      <Field.Label>Role</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={filters.role} onChange={(event) => onChange({ ...filters, role: event.target.value as Filters['role'] })}>
          <option value="all">All roles</option>
          {STAFF_ROLES.map((role) => <option key={role} value={role}>{ROLE_LABELS[role]}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
    <SimpleGrid columns={2} gap="3" alignItems="end">
      <Field.Root>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filters.status} onChange={(event) => onChange({ ...filters, status: event.target.value as Filters['status'] })}>
            <option value="all">All</option>
            {PROFILE_STATUSES.map((status) => <option key={status} value={status}>{STATUS_LABELS[status]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button variant="outline" onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(filters)}>Clear Filters</Button>
    </SimpleGrid>
  </SimpleGrid>
);
