/**
 * The campaign rehearsal: a campaign in the capacity model's shape (infra/lib/capacity-model.ts),
 * scaled down, against a local stack on loopback, with the stream poller and the outbox sweeper
 * running; then the table is held to account: every counter equals the recount (stream/recount),
 * every answer is stored once, every email sent once.
 *
 * The scale (REHEARSAL_* settings, printed with the results):
 * - the campaign: `invitations` sent through the API by the founders and lead generators, round robin
 *   (the send phase; 600 among 49 senders stays under the daily cap of 200 per person);
 * - the invitees: the capacity model's first hour (a third open, opens falling by e every 15 minutes,
 *   1.5 reads per open, 30% answer with 1.2 submits per answer) compressed into `seconds`; open times
 *   are drawn at random from that curve, so arrivals bunch as they do in a real minute;
 * - the staff: `staff` people with the dashboard open, in real time (not compressed): unread counts
 *   every 10 s, invite stats every 60 s, the profile on opening, and two actions a minute (a page of
 *   the list, then marking what it showed as seen).
 * Each invitee comes from an address of their own (the edge's viewer-address header), as they would.
 */
import { randomUUID } from 'node:crypto';
import { CAMPAIGN_SHAPE, STAFF_SHAPE } from '@safe-haven/infra/lib/capacity-model';
import { OUTBOX_SWEEPER_FUNCTION } from '@safe-haven/shared/api-routes';
import type { Audience } from '@safe-haven/shared/audiences';
import { runAsFunction } from '../local/function-permissions';
import type { LocalStack } from '../local/stack';
import { inviteeAnswerBody } from '@safe-haven/testing/invitee-answer';
import { seededRandom } from '@safe-haven/testing/seeded-random';
import { linkTokenIn, readMailbox } from '@safe-haven/testing/mailbox';
import { callApi, createStaffUser, edgeHeadersFor, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { allItems } from '@safe-haven/testing/table';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';

export interface RehearsalSettings {
  invitations: number;
  /** The campaign's first hour, compressed into this many seconds. */
  seconds: number;
  staff: number;
  seed: number;
}

export const rehearsalSettings = (): RehearsalSettings => ({
  invitations: Number(process.env.REHEARSAL_INVITATIONS ?? 600),
  seconds: Number(process.env.REHEARSAL_SECONDS ?? 120),
  staff: Number(process.env.REHEARSAL_STAFF ?? 50),
  seed: Number(process.env.REHEARSAL_SEED ?? 20261125),
});

export interface KindFigures {
  kind: string;
  requests: number;
  /** Requests per second of this kind over its phase. */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  /** 429 and 5xx answers, and any other status the kind does not expect. */
  throttled: number;
  serverErrors: number;
  unexpected: number;
}

export interface RehearsalReport {
  settings: RehearsalSettings;
  scale: { campaignInvitationsModelled: number; timeCompression: number; opens: number; reads: number; submits: number; staffRequestsPlanned: number };
  sendPhase: { seconds: number; kinds: KindFigures[] };
  campaignPhase: { seconds: number; requests: number; throughput: number; busiestFiveSecondsPerSecond: number; lateStartsP99Ms: number; kinds: KindFigures[] };
  checks: {
    recountDrifts: string[];
    answered: number;
    answersStoredTwice: number;
    answersNotStored: number;
    outboxByStatus: Record<string, number>;
    emailsInMailbox: number;
    emailsSentTwice: number;
    inviteesWithoutExactlyOneEmail: number;
    secondsToSettle: number;
  };
}



const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

/** Latencies and statuses per request kind. */
class Recorder {
  private readonly samples = new Map<string, { ms: number[]; statuses: number[]; expected: readonly number[] }>();
  /** When each request was sent (performance.now()), every kind together. */
  readonly starts: number[] = [];

  async time(kind: string, expected: readonly number[], call: () => Promise<number>): Promise<number> {
    const sent = performance.now();
    this.starts.push(sent);
    let status: number;
    try {
      status = await call();
    } catch {
      status = 599; // the connection failed: counted with the server errors
    }
    const entry = this.samples.get(kind) ?? { ms: [], statuses: [], expected };
    entry.ms.push(performance.now() - sent);
    entry.statuses.push(status);
    this.samples.set(kind, entry);
    return status;
  }

  /** The most requests sent within any `windowMs`, per second. */
  busiest(windowMs: number): number {
    const sorted = [...this.starts].sort((a, b) => a - b);
    let most = 0;
    for (let first = 0, last = 0; last < sorted.length; last += 1) {
      while (sorted[last]! - sorted[first]! > windowMs) first += 1;
      most = Math.max(most, last - first + 1);
    }
    return most / (windowMs / 1000);
  }

  figures(seconds: number): KindFigures[] {
    return [...this.samples].map(([kind, { ms, statuses, expected }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return {
        kind, requests: ms.length, throughput: ms.length / seconds, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99),
        throttled: statuses.filter((status) => status === 429).length,
        serverErrors: statuses.filter((status) => status >= 500).length,
        unexpected: statuses.filter((status) => status !== 429 && status < 500 && !expected.includes(status)).length,
      };
    });
  }
}

const AUDIENCES: readonly Audience[] = ['member', 'land_owner', 'investor'];


/** The outbox sweeper on a short schedule (the stack's own runs every minute; the tests turn it off). */
const startSweeper = (intervalMs: number) => {
  let sweeping = false;
  const sweeperFunction = { label: `function ${OUTBOX_SWEEPER_FUNCTION.id}`, permissions: OUTBOX_SWEEPER_FUNCTION.permissions };
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void import('@safe-haven/lambdas/email/sweep-outbox')
      .then(({ sweepOutbox }) => runAsFunction(sweeperFunction, () => sweepOutbox()))
      .catch((error: unknown) => console.error(`  outbox sweep failed: ${(error as Error).message}`))
      .finally(() => (sweeping = false));
  }, intervalMs);
  return () => clearInterval(timer);
};

interface ScheduledRequest {
  at: number;
  run: () => Promise<unknown>;
}

/** Fires each request at its time (at most `maxInFlight` at once); answers how late the starts were. */
const play = async (schedule: ScheduledRequest[], maxInFlight: number): Promise<number[]> => {
  schedule.sort((a, b) => a.at - b.at);
  const inFlight = new Set<Promise<unknown>>();
  const late: number[] = [];
  const started = performance.now();
  for (const request of schedule) {
    const wait = request.at - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    late.push(Math.max(0, performance.now() - started - request.at));
    const running = request.run().finally(() => inFlight.delete(running));
    inFlight.add(running);
  }
  await Promise.all(inFlight);
  return late;
};

const waitUntil = async (check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return false;
};

export const runCampaignRehearsal = async (stack: LocalStack, info: TestStackInfo, admin: TestUser, settings = rehearsalSettings()): Promise<RehearsalReport> => {
  // Seeded (REHEARSAL_SEED), so a run can be repeated.
  const random = seededRandom(settings.seed);
  const api = `${info.urls.api}/api`;
  const stopSweeper = startSweeper(5_000);
  try {
    // The staff: the admin, four founders, and lead generators each added by a founder.
    const founders = await Promise.all(Array.from({ length: 4 }, (_, i) => createStaffUser(info, { role: 'founder', lastName: `Founder${i}` })));
    const leadgens: TestUser[] = [];
    for (let i = 0; leadgens.length < settings.staff - 1 - founders.length; i += 1) {
      const batch = Math.min(5, settings.staff - 1 - founders.length - leadgens.length);
      leadgens.push(...(await Promise.all(Array.from({ length: batch }, (_, j) => createStaffUser(info, { role: 'leadgen', addedById: founders[(i * 5 + j) % founders.length]!.id })))));
    }
    const staff = [admin, ...founders, ...leadgens];
    // The admin only watches: the bench's other steps send as the admin, within its daily cap.
    const senders = [...founders, ...leadgens];
    const tokens = new Map<string, string>();
    for (const person of staff) tokens.set(person.id, await signIn(info, person));
    console.log(`  ${staff.length} staff signed in`);

    // The send phase: the campaign's invitations through the API, 8 at a time.
    const sends = new Recorder();
    const invitees: { email: string; audience: Audience }[] = [];
    const sendStarted = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < settings.invitations) {
        const i = next++;
        const sender = senders[i % senders.length]!;
        const invitee = { email: `rehearsal-${i}-${randomUUID().slice(0, 6)}@invitee.test`, audience: AUDIENCES[i % AUDIENCES.length]! };
        invitees.push(invitee);
        await sends.time('POST /api/invitations (send)', [201], async () => (await callApi(info, 'POST', '/invitations', {
          token: tokens.get(sender.id),
          body: { firstName: 'Rehearsal', lastName: `Invitee${i}`, email: invitee.email, personalMessage: 'I saved you a seat.', audience: invitee.audience, idempotencyKey: randomUUID() },
        })).status);
      }
    }));
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    const mailbox = await readMailbox(info.urls.mailbox);
    const tokenOf = new Map(mailbox.filter((mail) => mail.destination.to.some((to) => to.startsWith('rehearsal-'))).map((mail) => [mail.destination.to[0]!, linkTokenIn(mail)]));
    console.log(`  ${settings.invitations} invitations sent in ${sendSeconds.toFixed(1)} s; ${tokenOf.size} invitation emails in the mailbox`);

    // The campaign's first hour, compressed: who opens when, reads, answers; and the staff polling.
    const campaign = new Recorder();
    const schedule: ScheduledRequest[] = [];
    const hourMs = settings.seconds * 1000;
    const decayShare = CAMPAIGN_SHAPE.decayMinutes / 60;
    const openAt = () => -decayShare * Math.log(1 - random() * (1 - Math.exp(-1 / decayShare))) * hourMs;
    const shuffled = [...invitees].sort(() => random() - 0.5);
    const opens = shuffled.slice(0, Math.round(settings.invitations * CAMPAIGN_SHAPE.openedInFirstHour));
    const json = (body: unknown, viewerIp: string): RequestInit => ({
      method: 'POST', headers: { 'content-type': 'application/json', origin: info.urls.web, ...edgeHeadersFor(info, viewerIp) }, body: JSON.stringify(body),
    });
    const campaignMinuteMs = hourMs / 60;
    let reads = 0;
    let submits = 0;
    opens.forEach((invitee, i) => {
      const token = tokenOf.get(invitee.email);
      if (!token) return;
      const viewerIp = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const at = openAt();
      const read = (when: number) => {
        reads += 1;
        schedule.push({ at: when, run: () => campaign.time('POST /api/public/invitations/read', [200], async () => (await fetch(`${api}/public/invitations/read`, json({ token }, viewerIp))).status) });
      };
      read(at);
      if (random() < CAMPAIGN_SHAPE.readsPerOpen - 1) read(at + random() * 2 * campaignMinuteMs);
      if (random() >= CAMPAIGN_SHAPE.answerShare) return;
      const roll = random();
      const body = inviteeAnswerBody(invitee.audience, roll < 0.6 ? 'yes' : roll < 0.85 ? 'maybe' : 'no', invitee.email, 'Rehearsal');
      const answerAt = at + (0.5 + random() * 2.5) * campaignMinuteMs;
      const submit = (when: number) => {
        submits += 1;
        // A second submit (a double click, a retry) is refused with 409: the first answer stands.
        schedule.push({ at: when, run: () => campaign.time('POST /api/public/invitations/response', [200, 409], async () => (await fetch(`${api}/public/invitations/response`, json({ token, ...body }, viewerIp))).status) });
      };
      submit(answerAt);
      if (random() < CAMPAIGN_SHAPE.submitsPerAnswer - 1) submit(answerAt + random() * 1500);
    });
    const staffCall = (kind: string, person: TestUser, method: string, path: string, body?: unknown) =>
      campaign.time(kind, [200], async () => (await callApi(info, method, path, { token: tokens.get(person.id), ...(body ? { body } : {}) })).status);
    let staffRequests = 0;
    const listed = new Map<string, { id: string; statusUpdatedAt?: string }[]>();
    const every = (seconds: number, person: TestUser, run: () => Promise<unknown>) => {
      for (let at = random() * seconds * 1000; at < hourMs; at += seconds * 1000) {
        staffRequests += 1;
        schedule.push({ at, run });
      }
    };
    for (const person of staff) {
      schedule.push({ at: random() * 2000, run: () => staffCall('GET /api/me (profile)', person, 'GET', '/me') });
      staffRequests += 1;
      // Live updates at a campaign's peak: each tab reads the counts, then its cards, once per window.
      every(STAFF_SHAPE.liveRefreshSeconds, person, () => staffCall('GET /api/unread-counts (live refresh)', person, 'GET', '/unread-counts'));
      every(STAFF_SHAPE.liveRefreshSeconds, person, () => staffCall('GET /api/dashboard/invite-stats (live refresh)', person, 'GET', '/dashboard/invite-stats'));
      every(60 / STAFF_SHAPE.actionsPerMinute, person, async () => {
        const page = await campaign.time('GET /api/invitations (list page)', [200], async () => {
          const response = await callApi<{ items: { id: string; statusUpdatedAt?: string }[] }>(info, 'GET', '/invitations', { token: tokens.get(person.id) });
          listed.set(person.id, response.body.items ?? []);
          return response.status;
        });
        const seen = (listed.get(person.id) ?? []).filter((card) => card.statusUpdatedAt).slice(0, 20);
        if (page === 200 && seen.length > 0) {
          await staffCall('POST /api/invitation-views (mark seen)', person, 'POST', '/invitation-views', { items: seen.map((card) => ({ id: card.id, statusUpdatedAt: card.statusUpdatedAt })) });
        }
      });
    }
    console.log(`  playing ${schedule.length} scheduled requests over ${settings.seconds} s (${opens.length} opens, ${reads} reads, ${submits} submits)`);
    const campaignStarted = performance.now();
    const late = await play(schedule, 64);
    const campaignSeconds = (performance.now() - campaignStarted) / 1000;
    const kinds = campaign.figures(campaignSeconds);
    const requests = kinds.reduce((sum, kind) => sum + kind.requests, 0);

    // Settle: the stream catches up and the outbox has nothing left to send.
    const settleStarted = Date.now();
    await stack.poller.drain();
    const { outboxEntity } = await import('@safe-haven/lambdas/data/outbox');
    const outboxItems = async () => (await allItems(info)).filter((item) => outboxEntity.is(item)).map((item) => outboxEntity.fromItem(item));
    const UNSETTLED = new Set(['pending', 'sending', 'failed']);
    // The sweeper leaves a pending email to its sender for a grace period (outbox.ts PENDING_GRACE_MS) first.
    await waitUntil(async () => (await outboxItems()).every((email) => !UNSETTLED.has(email.status)), 240_000);
    await stack.poller.drain();
    const secondsToSettle = (Date.now() - settleStarted) / 1000;

    // The checks.
    Object.assign(process.env, info.env);
    const { recount } = await import('@safe-haven/lambdas/stream/recount/recount');
    const { describeDrift } = await import('@safe-haven/lambdas/stream/recount/find-drifts');
    const recounted = await recount({ segments: 4 });
    const items = await allItems(info);
    const { invitationEntity } = await import('@safe-haven/lambdas/data/invitation');
    const { invitationResponseEntity } = await import('@safe-haven/lambdas/data/invitation-response');
    const responsesPer = new Map<string, number>();
    for (const item of items.filter((each) => invitationResponseEntity.is(each))) {
      const { invitationId } = invitationResponseEntity.fromItem(item);
      responsesPer.set(invitationId, (responsesPer.get(invitationId) ?? 0) + 1);
    }
    const answered = items.filter((item) => invitationEntity.is(item)).map((item) => invitationEntity.fromItem(item)).filter((invitation) => invitation.answer);
    const outbox = (await outboxItems());
    const outboxByStatus: Record<string, number> = {};
    for (const email of outbox) outboxByStatus[email.status] = (outboxByStatus[email.status] ?? 0) + 1;
    const finalMailbox = await readMailbox(info.urls.mailbox);
    const copies = new Map<string, number>();
    // One email per outbox item: the same message (recipient, subject, body) twice is a double send.
    for (const mail of finalMailbox) {
      const fingerprint = JSON.stringify([mail.destination.to, mail.subject, mail.body.text ?? mail.body.html]);
      copies.set(fingerprint, (copies.get(fingerprint) ?? 0) + 1);
    }
    const perInvitee = new Map(invitees.map((invitee) => [invitee.email, 0]));
    for (const mail of finalMailbox) for (const to of mail.destination.to) if (perInvitee.has(to)) perInvitee.set(to, perInvitee.get(to)! + 1);

    return {
      settings,
      scale: {
        campaignInvitationsModelled: settings.invitations,
        timeCompression: 3600 / settings.seconds,
        opens: opens.length,
        reads,
        submits,
        staffRequestsPlanned: staffRequests,
      },
      sendPhase: { seconds: sendSeconds, kinds: sends.figures(sendSeconds) },
      campaignPhase: { seconds: campaignSeconds, requests, throughput: requests / campaignSeconds, busiestFiveSecondsPerSecond: campaign.busiest(5000), lateStartsP99Ms: percentile([...late].sort((a, b) => a - b), 99), kinds },
      checks: {
        recountDrifts: recounted.drifts.map(describeDrift),
        answered: answered.length,
        answersStoredTwice: [...responsesPer.values()].filter((count) => count > 1).length,
        answersNotStored: answered.filter((invitation) => !responsesPer.has(invitation.id)).length,
        outboxByStatus,
        emailsInMailbox: finalMailbox.length,
        emailsSentTwice: [...copies.values()].filter((count) => count > 1).length,
        inviteesWithoutExactlyOneEmail: [...perInvitee.values()].filter((count) => count !== 1).length,
        secondsToSettle,
      },
    };
  } finally {
    stopSweeper();
  }
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The table as Markdown (docs/performance.md "Campaign rehearsal") and for the console. */
export const rehearsalTable = (report: RehearsalReport): string => {
  const rows = [...report.sendPhase.kinds.map((kind) => ({ ...kind, phase: 'send' })), ...report.campaignPhase.kinds.map((kind) => ({ ...kind, phase: 'first hour' }))];
  return [
    '| phase | request | requests | per second | p50 | p99 | 429 | 5xx | other unexpected |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.phase} | ${row.kind} | ${row.requests} | ${row.throughput.toFixed(1)} | ${ms(row.p50Ms)} | ${ms(row.p99Ms)} | ${row.throttled} | ${row.serverErrors} | ${row.unexpected} |`),
  ].join('\n');
};

export const printRehearsal = (report: RehearsalReport): void => {
  const { settings, scale, checks } = report;
  console.log(
    `\nCampaign rehearsal: ${settings.invitations} invitations, ${settings.staff} staff, the first hour in ${settings.seconds} s (x${scale.timeCompression.toFixed(0)}); ` +
      `${scale.opens} opens, ${scale.reads} reads, ${scale.submits} submits`,
  );
  console.log(rehearsalTable(report));
  console.log(
    `  first hour: ${report.campaignPhase.requests} requests in ${report.campaignPhase.seconds.toFixed(1)} s = ${report.campaignPhase.throughput.toFixed(1)}/s, ` +
      `${report.campaignPhase.busiestFiveSecondsPerSecond.toFixed(1)}/s in the busiest 5 s; ` +
      `starts late by ${ms(report.campaignPhase.lateStartsP99Ms)} at p99`,
  );
  console.log(
    `  afterwards (settled in ${checks.secondsToSettle.toFixed(0)} s): recount drifts ${checks.recountDrifts.length}; ${checks.answered} answers, stored twice ${checks.answersStoredTwice}, not stored ${checks.answersNotStored}; ` +
      `outbox ${JSON.stringify(checks.outboxByStatus)}, ${checks.emailsInMailbox} emails in the mailbox, sent twice ${checks.emailsSentTwice}, invitees without exactly one email ${checks.inviteesWithoutExactlyOneEmail}`,
  );
  for (const drift of checks.recountDrifts.slice(0, 20)) console.log(`    drift: ${drift}`);
  console.log(rehearsalHeld(report) ? '  the table held: no drift, every answer and email once' : '  THE TABLE DID NOT HOLD: see the checks above');
};

/** Whether the table came out whole: the rehearsal's pass mark. */
export const rehearsalHeld = (report: RehearsalReport): boolean => {
  const { checks } = report;
  const unsent = Object.entries(checks.outboxByStatus).filter(([status]) => status !== 'sent').reduce((sum, [, count]) => sum + count, 0);
  return checks.recountDrifts.length === 0 && checks.answersStoredTwice === 0 && checks.answersNotStored === 0 && checks.emailsSentTwice === 0 && checks.inviteesWithoutExactlyOneEmail === 0 && unsent === 0;
};
