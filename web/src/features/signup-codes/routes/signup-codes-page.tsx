/** /dashboard/admin/signup-codes (admins): the three cards, the codes with Activate / Deactivate, and the latest attempts. */
import { lazy, useState } from 'react';
import { Badge, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { maskedCode, signupCodeDisplayStatus, type SignupCodeDisplayStatus } from '@safe-haven/shared/team';
import type { SignupCodeView } from '@safe-haven/shared/team-api-types';
import { SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import { EmptyList } from '../../../components/feedback/empty-list';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { openedOnDemand } from '../../../components/ui/on-demand-dialog';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';
import { useTableAction } from '../../../hooks/use-table-action';
import { useSetSignupCodeActive, useSignupCodes } from '../api/signup-codes';
import { STICKY_ACTIONS_COLUMN } from '../../../components/ui/sticky-actions';
import { Tooltip } from '../../../components/ui/tooltip';

/** The create dialog (its form and the code's schema, zod) loads on demand: fetched when the browser is first idle. */
const loadCreateDialog = () => import('../components/create-code-dialog');
const CreateCodeDialog = openedOnDemand(
  lazy(() => loadCreateDialog().then((module) => ({ default: module.CreateCodeDialog }))),
  (props) => props.open,
  (props) => ({ ...props, open: false }),
);

const STATUS_PALETTES: Record<SignupCodeDisplayStatus, string> = { Used: 'blue', Inactive: 'gray', Expired: 'orange', Active: 'green' };
const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An old hand-made code: the badge explains itself on hover or focus. */
const WeakBadge = () => (
  <Tooltip content={SIGNUP_CODE_MESSAGES.weakExplanation} maxW="xs" openDelay={150} placement="top">
    <Badge as="button" colorPalette="red" variant="solid" cursor="help" aria-label={`${SIGNUP_CODE_MESSAGES.weakTitle}: ${SIGNUP_CODE_MESSAGES.weakExplanation}`}>
      {SIGNUP_CODE_MESSAGES.weakTitle}
    </Badge>
  </Tooltip>
);

/** How a row names its code: the label, or for an old code without one, when it was made. */
const codeName = (code: SignupCodeView) => code.label ?? `code of ${date(code.createdAt)}`;

const StatCard = ({ label, value }: { label: string; value: number | undefined }) => (
  <Card.Root size="sm" borderTopWidth="3px" borderTopColor="brass.400">
    <Card.Body gap="1">
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      {value === undefined ? <Skeleton h="9" w="12" /> : <Text fontSize="3xl" fontWeight="bold" fontFamily="heading" color="brand.fg">{value}</Text>}
    </Card.Body>
  </Card.Root>
);

const CodesTable = ({ codes }: { codes: SignupCodeView[] }) => {
  const setActive = useSetSignupCodeActive();
  // The row's new status says a success; only a failure needs words.
  const toggle = useTableAction(setActive, (code: SignupCodeView) => ({ id: code.id, isActive: !code.isActive }), {
    failure: (error) => ({ type: 'error', title: SIGNUP_CODE_MESSAGES.failedToUpdate, description: error.message }),
  });
  if (codes.length === 0) {
    return <EmptyList title="No signup codes yet" description="Create a code and give it to a future founder." />;
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Signup codes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Label</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>Expires</Table.ColumnHeader>
            <Table.ColumnHeader>Used By</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...STICKY_ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {codes.map((code) => {
            const status = signupCodeDisplayStatus(code);
            return (
              <Table.Row key={code.id}>
                <Table.Cell>{code.label ?? <Text as="span" color="fg.muted">Hand-made code</Text>}</Table.Cell>
                <Table.Cell>{code.email ?? <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1.5">
                    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle">{status}</Badge>
                    {code.weak && <WeakBadge />}
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{date(code.createdAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{date(code.expiresAt)}</Table.Cell>
                <Table.Cell>{code.usedByEmail ? `${code.usedByEmail}${code.usedAt ? ` (${date(code.usedAt)})` : ''}` : <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
                <Table.Cell textAlign="end" {...STICKY_ACTIONS_COLUMN}>
                  {!code.usedByEmail && (
                    <Button
                      size="xs" variant="outline" loading={setActive.isPending && setActive.variables?.id === code.id}
                      aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} ${codeName(code)}`}
                      onClick={() => toggle.run(code)}
                    >
                      {code.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
};

export const SignupCodesPage = () => {
  usePageMeta({ title: 'Signup Codes | Safe Haven', description: 'Founder invite codes and recent code attempts.' });
  const overview = useSignupCodes();
  const [creating, setCreating] = useState(false);
  usePrefetchWhenIdle(loadCreateDialog);
  const codes = overview.data?.codes;
  const count = (status: SignupCodeDisplayStatus) => codes?.filter((code) => signupCodeDisplayStatus(code) === status).length;

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <PageHeader title="Signup Codes" intro="Invite codes for founder registration. Each code is for one person, is shown once when it is made, and can be used once." />
        <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)}>Create Code</Button>
      </HStack>
      {overview.isError ? (
        <Stack role="alert" gap="2" align="flex-start">
          <Text color="fg.error" fontWeight="semibold">{SIGNUP_CODE_MESSAGES.failedToLoad}</Text>
          <Button size="xs" variant="outline" onClick={() => void overview.refetch()}>Try again</Button>
        </Stack>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <StatCard label="Active Codes" value={count('Active')} />
            <StatCard label="Used Codes" value={count('Used')} />
            <StatCard label="Attempts (Last 24 Hours)" value={overview.data?.attemptsLast24h} />
          </SimpleGrid>
          <Card.Root as="section" aria-label="Codes">
            <Card.Header pb="0"><Heading as="h2" size="lg">Codes</Heading></Card.Header>
            <Card.Body>{codes ? <CodesTable codes={codes} /> : <Skeleton h="24" />}</Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-label="Recent attempts">
            <Card.Header pb="0">
              <Heading as="h2" size="lg">Recent Attempts</Heading>
              <Text color="fg.muted" fontSize="sm">The latest 50 code entries on the founder sign-up page.</Text>
            </Card.Header>
            <Card.Body>
              {!overview.data ? <Skeleton h="24" /> : overview.data.recentAttempts.length === 0 ? (
                <Text color="fg.muted">No attempts yet.</Text>
              ) : (
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm" aria-label="Recent attempts">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Time</Table.ColumnHeader>
                        <Table.ColumnHeader>IP</Table.ColumnHeader>
                        <Table.ColumnHeader>Code</Table.ColumnHeader>
                        <Table.ColumnHeader>Result</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {overview.data.recentAttempts.map((attempt) => (
                        <Table.Row key={attempt.id}>
                          <Table.Cell whiteSpace="nowrap">{dateTime(attempt.attemptedAt)}</Table.Cell>
                          <Table.Cell fontFamily="mono">{attempt.ip}</Table.Cell>
                          <Table.Cell fontFamily="mono">{maskedCode(attempt.codeShown)}</Table.Cell>
                          <Table.Cell><Badge colorPalette={attempt.success ? 'green' : 'red'} variant="subtle">{attempt.success ? 'Success' : 'Failed'}</Badge></Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Card.Body>
          </Card.Root>
        </>
      )}
      <CreateCodeDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
};
