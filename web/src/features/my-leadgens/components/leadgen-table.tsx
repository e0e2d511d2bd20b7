/** One row per lead generator, with 'View Invites' opening Manage Invitations for them. */
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { LeadgenStatsRow } from '@safe-haven/shared/api-types';
import { LEADGEN_STATS_MESSAGES } from '@safe-haven/shared/messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { STICKY_ACTIONS_COLUMN } from '../../../components/ui/sticky-actions';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export const LeadgenTable = ({ rows }: { rows: LeadgenStatsRow[] }) => (
  <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
    <Table.Root size="sm" stickyHeader>
      <Table.Caption srOnly>Lead generators and their invitations</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Email</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Invites Sent</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Yes</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Maybe</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">No</Table.ColumnHeader>
          <Table.ColumnHeader>Last Invite</Table.ColumnHeader>
          <Table.ColumnHeader {...STICKY_ACTIONS_COLUMN}><Text srOnly>Actions</Text></Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.leadgen_id}>
            <Table.Cell fontWeight="medium" whiteSpace="nowrap">
              {row.leadgen_name}
              {row.status !== 'active' && <Badge ms="2" size="sm" colorPalette="gray">{row.status}</Badge>}
            </Table.Cell>
            <Table.Cell color="fg.muted">{row.leadgen_email}</Table.Cell>
            <Table.Cell textAlign="end">{row.invites_sent_total}</Table.Cell>
            <Table.Cell textAlign="end">{row.responses_yes}</Table.Cell>
            <Table.Cell textAlign="end">{row.responses_maybe}</Table.Cell>
            <Table.Cell textAlign="end">{row.responses_no}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{row.last_invite_at ? dateFormat.format(new Date(row.last_invite_at)) : LEADGEN_STATS_MESSAGES.never}</Table.Cell>
            <Table.Cell {...STICKY_ACTIONS_COLUMN}>
              <Button asChild size="xs" variant="outline">
                <Link to={`${DASHBOARD_PATHS.manageInvitations}?sender=${encodeURIComponent(row.leadgen_id)}`} aria-label={`View invites of ${row.leadgen_name}`}>
                  View Invites
                </Link>
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
