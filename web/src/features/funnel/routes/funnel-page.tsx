/**
 * /dashboard/admin/funnel: where the funnel leaks. Per audience, the invitations that reached each
 * stage and the conversion from the stage before, the median time in each status, and the same by
 * sender and by month; every chart with its table below it. Admins see every invitation, founders
 * their own and their team's (the route decides). Figures from the stream's counters: one request.
 */
import { useState } from 'react';
import { Box, Button, Field, Flex, Heading, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AUDIENCE_LABELS, AUDIENCES, type Audience } from '@safe-haven/shared/audiences';
import {
  DURATION_BUCKET_BOUNDS_HOURS, formatBucket, formatConversion, formatHours, FUNNEL_STAGE_LABELS, funnelFigures,
} from '@safe-haven/shared/funnel';
import { STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { FUNNEL_MESSAGES } from '@safe-haven/shared/funnel-messages';
import { EmptyList } from '../../../components/feedback/empty-list';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { FunnelIcon } from '../../../components/ui/icons';
import { useRefetchOnChange } from '../../../hooks/use-refetch-on-change';
import { useFunnel } from '../api/get-funnel';
import { ChartFigure } from '../components/chart-figure';
import { isEmptyFunnel, monthLabel, monthRows, senderRows, sliceCounters, SUMMARY_STAGES, type SummaryRow } from '../utils/funnel-slices';

const BUCKETS_NOTE = `Times are kept in buckets (${[0, ...DURATION_BUCKET_BOUNDS_HOURS].map((hours) => formatHours(hours)).join(', ')} and more); the median is estimated inside its bucket.`;

/** '50%' over 'of Answered Yes' (which may wrap): the whole phrase on one line overflows a phone. */
const Conversion = ({ rate, of }: { rate: string; of: string }) => (
  <>
    <Box as="span" display="block" whiteSpace="nowrap">{rate}</Box>{' '}
    <Box as="span" display="block" fontSize="xs" color="fg.muted">of {of}</Box>
  </>
);

const summaryColumns = (first: string) => [first, ...SUMMARY_STAGES.map((stage) => FUNNEL_STAGE_LABELS[stage]), 'Yes of sent'];
const summaryTable = (rows: readonly SummaryRow[]) =>
  rows.map((row) => ({ key: row.key, cells: [row.label, ...SUMMARY_STAGES.map((stage) => String(row.counts[stage] ?? 0)), formatConversion(row.yesRate)] }));

export const FunnelPage = () => {
  usePageMeta({ title: 'Funnel | Safe Haven', description: 'Where invitations convert and where they leak, by audience, sender and month.' });
  const funnel = useFunnel();
  useRefetchOnChange(funnel.refetch);
  const [audience, setAudience] = useState<Audience>('member');
  const [slice, setSlice] = useState('');

  const header = (
    <Box>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontFamily="heading" color="brand.fg">Funnel</Heading>
      <Text mt="1" color="fg.muted">
        {funnel.data?.scope === 'own_and_team'
          ? 'Your invitations and your team’s: how many reached each stage, and how long they stay in each status.'
          : 'Every invitation: how many reached each stage, and how long they stay in each status.'}
      </Text>
    </Box>
  );

  if (funnel.isError && !funnel.data) {
    return (
      <Stack gap="5">
        {header}
        <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="4" bg="bg">
          <Text color="fg.error" fontWeight="medium">{FUNNEL_MESSAGES.loadFailed}</Text>
          <Button size="sm" mt="3" variant="outline" onClick={() => void funnel.refetch()}>Try again</Button>
        </Box>
      </Stack>
    );
  }
  if (funnel.isPending || !funnel.data) {
    return (
      <Stack gap="5" aria-busy="true">
        {header}
        <Text srOnly role="status">Loading the funnel...</Text>
        <Skeleton h="12" borderRadius="lg" />
        <Skeleton h="72" borderRadius="lg" />
        <Skeleton h="56" borderRadius="lg" />
      </Stack>
    );
  }
  const data = funnel.data;
  if (isEmptyFunnel(data)) {
    return (
      <Stack gap="5">
        {header}
        <EmptyList icon={<FunnelIcon />} title={FUNNEL_MESSAGES.emptyTitle} description={FUNNEL_MESSAGES.emptyDescription} />
      </Stack>
    );
  }

  const counters = sliceCounters(data, slice)[audience];
  const { stages, times } = funnelFigures(audience, counters);
  const sliceName = slice.startsWith('sender:')
    ? data.senders.find((sender) => `sender:${sender.senderId}` === slice)?.name ?? ''
    : slice.startsWith('month:') ? `sent in ${monthLabel(slice.slice('month:'.length))}` : '';
  const of = `${AUDIENCE_LABELS[audience]} invitations${sliceName ? ` (${sliceName})` : ''}`;
  const timed = times.filter((time) => time.median);
  const senders = senderRows(data, audience);
  const months = monthRows(data, audience);

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      {header}
      <Flex gap="3" wrap="wrap" align="end" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }}>
        <Field.Root maxW={{ base: 'full', sm: '56' }}>
          <Field.Label fontSize="sm">Audience</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={audience} onChange={(event) => setAudience(event.target.value as Audience)}>
              {AUDIENCES.map((value) => <option key={value} value={value}>{AUDIENCE_LABELS[value]}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW={{ base: 'full', sm: '72' }}>
          <Field.Label fontSize="sm">Show</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={slice} onChange={(event) => setSlice(event.target.value)}>
              <option value="">{data.scope === 'all' ? 'Everyone' : 'You and your team'}</option>
              <optgroup label="One sender">
                {data.senders.map((sender) => <option key={sender.senderId} value={`sender:${sender.senderId}`}>{sender.name}</option>)}
              </optgroup>
              <optgroup label="Sent in">
                {data.months.map((month) => <option key={month.month} value={`month:${month.month}`}>{monthLabel(month.month)}</option>)}
              </optgroup>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      {(counters?.counts.sent ?? 0) === 0 ? (
        <EmptyList icon={<FunnelIcon />} title={FUNNEL_MESSAGES.emptySlice} />
      ) : (
        <>
          <ChartFigure
            testId="funnel-stages"
            title="Stages"
            caption={`${of}: how many reached each stage, and the conversion from the stage that leads to it.`}
            bars={stages.map((figure) => ({ label: FUNNEL_STAGE_LABELS[figure.stage], value: figure.count, display: String(figure.count) }))}
            columns={['Stage', 'Invitations', 'Conversion']}
            rows={stages.map((figure) => ({
              key: figure.stage,
              cells: [
                FUNNEL_STAGE_LABELS[figure.stage],
                String(figure.count),
                figure.base ? <Conversion rate={formatConversion(figure.conversion)} of={FUNNEL_STAGE_LABELS[figure.base]} /> : '—',
              ],
            }))}
          />
          <ChartFigure
            testId="funnel-times"
            title="Median time in each status"
            caption={`${of}: the median time spent in each status before moving on, for the statuses some have left. ${BUCKETS_NOTE}`}
            bars={timed.map((time) => ({ label: STATUS_LABELS[time.status], value: time.median!.medianHours, display: formatHours(time.median!.medianHours) }))}
            columns={['Status', 'Median', 'Between', 'Moved on']}
            rows={timed.map((time) => ({
              key: time.status,
              cells: [STATUS_LABELS[time.status], formatHours(time.median!.medianHours), formatBucket(time.median!.lowerHours, time.median!.upperHours), String(time.median!.samples)],
            }))}
            empty={FUNNEL_MESSAGES.noStays}
          />
        </>
      )}
      {slice === '' && senders.length > 0 && (
        <ChartFigure
          testId="funnel-senders"
          title="By sender"
          caption={`${AUDIENCE_LABELS[audience]} invitations by who sent them: sent, opened and answered, and the share answered yes.`}
          bars={senders.map((row) => ({ label: row.label, value: row.counts.sent ?? 0, display: String(row.counts.sent ?? 0) }))}
          columns={summaryColumns('Sender')}
          rows={summaryTable(senders)}
        />
      )}
      {slice === '' && months.length > 0 && (
        <ChartFigure
          testId="funnel-months"
          title="By month"
          caption={`${AUDIENCE_LABELS[audience]} invitations by the month they were sent (UTC): sent, opened and answered, and the share answered yes.`}
          bars={months.map((row) => ({ label: row.label, value: row.counts.sent ?? 0, display: String(row.counts.sent ?? 0) }))}
          columns={summaryColumns('Month')}
          rows={summaryTable(months)}
        />
      )}
    </Stack>
  );
};
