/**
 * The capacity model: the peak load a stage must carry, worked out from two figures per stage in
 * cdk.json (`capacity.campaignInvitations`, the largest campaign it sends, and
 * `capacity.staffOnline`, the staff with the dashboard open at once), and every limit of the stage
 * derived from that peak with the same headroom. No throttle, WAF rule or concurrency figure is
 * typed by hand: change the inputs or an assumption here and the limits follow. The reasoning, with
 * the figures for each stage, is in docs/performance.md ("Capacity model"); print them with
 * `npx tsx scripts/bench/capacity-model.ts`.
 */
import { LIVE_REFRESH_WINDOW_MS, LIVE_RENEW_AFTER_MS } from '@safe-haven/shared/live-updates';

export interface CapacityInputs {
  /** Invitations of the largest campaign, sent together (the outbox drains them within minutes). */
  readonly campaignInvitations: number;
  /** Staff with a visible dashboard tab at the same time. */
  readonly staffOnline: number;
}

/** How a campaign's invitees arrive. */
export const CAMPAIGN_SHAPE = {
  /** A third of the invitations are opened within the first hour after the emails arrive. */
  openedInFirstHour: 1 / 3,
  /**
   * Opens per minute fall by a factor e every 15 minutes (most people open an email within minutes
   * of it arriving, or much later): the first minute holds 6.5% of the first hour's opens, the first
   * five minutes 29%, the first fifteen 64%.
   */
  decayMinutes: 15,
  /** The busiest second of a minute against that minute's mean: arrivals bunch (Poisson bursts). */
  peakSecondFactor: 3,
  /** Reads of the invitation per open: a reload, a second device, the answer page's own read. */
  readsPerOpen: 1.5,
  /** Share of openers who answer, soon after opening; and submits per answer (a retry, a correction). */
  answerShare: 0.3,
  submitsPerAnswer: 1.2,
  /**
   * The largest share of one campaign's invitees behind one public IPv4 address: a mobile carrier's
   * NAT or a company's office. 2% is generous for a campaign to individuals.
   */
  largestSharedAddress: 0.02,
  /** However small the campaign, a family or a small office (10 invitees) may share one address. */
  inviteesSharingAnAddressAtLeast: 10,
} as const;

/** What one open dashboard asks of the API. */
export const STAFF_SHAPE = {
  /**
   * Live updates: a tab reads what changed at most once per window (the browser coalesces the
   * stream's messages), and only when a change it may see happened in that window.
   */
  liveRefreshSeconds: LIVE_REFRESH_WINDOW_MS / 1000,
  /**
   * The share of open tabs that hear of every invitation's change: the admins'. Every other change
   * reaches its sender and the admin or founder who added them (invitation-access.ts, viewersOf).
   */
  adminShare: 0.1,
  /** People besides the admins who hear of one change: its sender and whoever added them. */
  otherViewersPerChange: 2,
  /**
   * Requests of one such read: the unread counts, then what their moved version refetches (the open
   * list or the dashboard's cards) and an open details dialog.
   */
  requestsPerLiveRefresh: 3,
  /** The follow-up counts of the sidebar, read on a timer whatever the stream says. */
  followUpPollSeconds: 300,
  /** Lists, details, status changes, sends: a busy person working leads. */
  actionsPerMinute: 2,
  /** Requests a dashboard makes when it is opened or reloaded. */
  requestsPerPageOpen: 12,
  /** Page opens per person in five minutes at the busiest (navigation that reloads, a second tab). */
  pageOpensPerFiveMinutes: 1,
  /** Staff who open the dashboard in the same minute at the start of the day. */
  morningWaveShare: 0.2,
  /** The largest share of the staff working from one office behind one address. */
  largestOfficeShare: 0.2,
  /** Cognito calls of one sign-in with a code (password, code, token refresh) and hourly refreshes. */
  userPoolCallsPerSignIn: 4,
} as const;

/** Public routes that hand out accounts: calls of one person's sign-up or set-up, retries included. */
export const ACCOUNT_CALLS_PER_PERSON = 6;

/** Every limit is this multiple of the peak it serves. */
export const HEADROOM = 3;

/** API Gateway refills a route's bucket at `rateLimit` per second up to `burstLimit`. */
export const BURST_SECONDS = 2;

/** No limit below this: a small stage still serves a person who clicks twice quickly. */
const MIN_ROUTE_RATE = 5;

/** AWS WAF's rate-based rules count over five minutes; their smallest limit is 10. */
export const WAF_WINDOW_SECONDS = 300;
const MIN_WAF_LIMIT = 10;

/**
 * The warm duration, in seconds, a route's function is budgeted for at p99 (bench: 20 to 120 ms warm),
 * plus a share of cold starts (about 1 s at 1,024 MB): concurrency = arrivals x duration (Little's law).
 */
export const P99_SECONDS = 0.5;

/**
 * What sending one streamed email takes, in seconds, at p99: the claim write, SES's SendEmail (tens
 * of milliseconds warm, a few hundred when SES is slow) and the record of the send.
 */
export const EMAIL_SEND_SECONDS = 0.3;

/**
 * Live updates: after a network blip or a deploy every open tab reconnects within the browser's first
 * backoff (1 s, jittered); the stage lets all of them back within this many seconds (a refused tab
 * backs off with jitter and reads its counts when it is back, polling every 60 s meanwhile).
 */
export const LIVE_RECOVERY_SECONDS = 10;

/** Each tab renews its connection before API Gateway's 10-minute idle limit. */
const LIVE_RENEW_SECONDS = LIVE_RENEW_AFTER_MS / 1000;

/** Lambda's default concurrency quota per account and region; the model refuses a stage above 80% of it. */
export const ACCOUNT_CONCURRENCY = 1000;

export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** Which peak a public route serves. */
export type PublicDemand = 'invitationRead' | 'inviteeAnswer' | 'accountAccess';

export interface StageLimits {
  /** The peaks the limits are derived from, in requests per second unless named otherwise. */
  readonly peaks: {
    readonly opensPerMinute: number;
    readonly opensInFiveMinutes: number;
    readonly invitationReadsPerSecond: number;
    readonly answersPerSecond: number;
    readonly staffRequestsPerSecond: number;
    /** Reads of the unread counts, the busiest staff route: a live refresh of every tab, and the morning wave. */
    readonly unreadReadsPerSecond: number;
    readonly personRequestsPerFiveMinutes: number;
    /** Live updates: open connections (a tab each), their renewals, and every tab reconnecting at once. */
    readonly liveConnections: number;
    readonly liveRenewalsPerSecond: number;
    readonly liveReconnectsPerSecond: number;
    /** Tabs' reads of what changed (each a refresh of requestsPerLiveRefresh), and the stream's messages, at most one per change and viewer. */
    readonly liveRefreshesPerSecond: number;
    readonly liveMessagesPerSecond: number;
  };
  /** HTTP API throttles: every staff route (the stage default) and each public route by its demand. */
  readonly staffRouteThrottle: RouteThrottle;
  readonly publicRouteThrottles: Readonly<Record<PublicDemand, RouteThrottle>>;
  /**
   * The WebSocket API's $connect throttle: every tab back within LIVE_RECOVERY_SECONDS after they all
   * dropped together, with headroom; it also caps the connections a stolen token could open.
   */
  readonly liveConnectThrottle: RouteThrottle;
  /** AWS WAF rate-based limits, requests per five minutes. */
  readonly edge: {
    /** Staff API requests per signed-in person (keyed by the Authorization header). */
    readonly staffPerPerson: number;
    /** Staff API requests per client IP: an office behind one address, and tokens that are not real. */
    readonly staffPerIp: number;
    /** Public API requests per client IP. */
    readonly publicApiPerIp: number;
    /** Public routes that hand out accounts, per client IP. */
    readonly signInPerIp: number;
    /** Cognito calls per client IP (the user pool's own web ACL). */
    readonly userPoolPerIp: number;
  };
  /**
   * Lambda concurrency at the peak with headroom (all API functions together): no function reserves
   * concurrency, since a reservation is taken from the account's pool whether used or not, and each
   * route's throttle already bounds its function.
   */
  readonly peakConcurrency: number;
  /**
   * The stream's emails reader (answer notifications, account notices): one email per invocation,
   * this many in flight per shard (its parallelization factor, 1 to 10), sized for the answers'
   * peak assuming the table's stream has a single shard (a young table does; more shards only add).
   */
  readonly emailReaderParallelization: number;
}

const roundUp = (value: number, step: number): number => Math.ceil(value / step) * step;

const throttleFor = (peakPerSecond: number): RouteThrottle => {
  const rateLimit = Math.max(MIN_ROUTE_RATE, Math.ceil(peakPerSecond * HEADROOM));
  return { rateLimit, burstLimit: rateLimit * BURST_SECONDS };
};

const wafLimit = (requestsPerWindow: number): number => Math.max(MIN_WAF_LIMIT, roundUp(requestsPerWindow * HEADROOM, 10));

/** The share of the first hour's opens that falls in its first `minutes`. */
const firstMinutesShare = (minutes: number): number => {
  const decay = CAMPAIGN_SHAPE.decayMinutes;
  return (1 - Math.exp(-minutes / decay)) / (1 - Math.exp(-60 / decay));
};

export const limitsFor = (inputs: CapacityInputs): StageLimits => {
  const opensInFirstHour = inputs.campaignInvitations * CAMPAIGN_SHAPE.openedInFirstHour;
  const opensPerMinute = opensInFirstHour * firstMinutesShare(1);
  const opensInFiveMinutes = opensInFirstHour * firstMinutesShare(5);
  const peakOpensPerSecond = (opensPerMinute / 60) * CAMPAIGN_SHAPE.peakSecondFactor;
  const invitationReadsPerSecond = peakOpensPerSecond * CAMPAIGN_SHAPE.readsPerOpen;
  const answersPerSecond = peakOpensPerSecond * CAMPAIGN_SHAPE.answerShare * CAMPAIGN_SHAPE.submitsPerAnswer;

  const staff = inputs.staffOnline;
  // Live updates: each open and each answer changes an invitation; an admin's tab reads once per
  // window while changes keep coming, another tab once per window at most for its own invitations.
  const changesPerSecond = peakOpensPerSecond + answersPerSecond;
  const adminTabs = Math.max(1, Math.ceil(staff * STAFF_SHAPE.adminShare));
  const windowReads = 1 / STAFF_SHAPE.liveRefreshSeconds;
  const liveRefreshesPerSecond =
    adminTabs * Math.min(windowReads, changesPerSecond) +
    Math.min(changesPerSecond * STAFF_SHAPE.otherViewersPerChange, Math.max(0, staff - adminTabs) * windowReads);
  const timedPerPersonPerSecond = 1 / STAFF_SHAPE.followUpPollSeconds + STAFF_SHAPE.actionsPerMinute / 60;
  const morningOpensPerSecond = (staff * STAFF_SHAPE.morningWaveShare) / 60;
  // The busiest staff route is the unread counts: each live refresh reads it first, plus the morning wave's first calls.
  const unreadReadsPerSecond = liveRefreshesPerSecond + morningOpensPerSecond;
  const staffRequestsPerSecond =
    liveRefreshesPerSecond * STAFF_SHAPE.requestsPerLiveRefresh + staff * timedPerPersonPerSecond + morningOpensPerSecond * STAFF_SHAPE.requestsPerPageOpen;
  // The busiest person is an admin whose tab refreshes in every window.
  const personRequestsPerFiveMinutes =
    (windowReads * STAFF_SHAPE.requestsPerLiveRefresh + timedPerPersonPerSecond) * WAF_WINDOW_SECONDS +
    STAFF_SHAPE.pageOpensPerFiveMinutes * STAFF_SHAPE.requestsPerPageOpen;

  const inviteeRequestsInFiveMinutes = opensInFiveMinutes * (CAMPAIGN_SHAPE.readsPerOpen + CAMPAIGN_SHAPE.answerShare * CAMPAIGN_SHAPE.submitsPerAnswer);
  const oneInviteeRequests = CAMPAIGN_SHAPE.readsPerOpen + CAMPAIGN_SHAPE.submitsPerAnswer;
  const sharedAddressRequests = Math.max(
    CAMPAIGN_SHAPE.inviteesSharingAnAddressAtLeast * oneInviteeRequests,
    inviteeRequestsInFiveMinutes * CAMPAIGN_SHAPE.largestSharedAddress,
  );
  const officeStaff = Math.max(1, Math.ceil(staff * STAFF_SHAPE.largestOfficeShare));

  const liveConnections = staff;
  const liveRenewalsPerSecond = liveConnections / LIVE_RENEW_SECONDS;
  const liveReconnectsPerSecond = liveConnections / LIVE_RECOVERY_SECONDS;

  const staffRouteThrottle = throttleFor(unreadReadsPerSecond);
  const publicRouteThrottles = {
    invitationRead: throttleFor(invitationReadsPerSecond),
    inviteeAnswer: throttleFor(answersPerSecond),
    // A handful of people sign up or set up an account in any one second; the floor covers them.
    accountAccess: throttleFor(0),
  };
  return {
    peaks: {
      opensPerMinute,
      opensInFiveMinutes,
      invitationReadsPerSecond,
      answersPerSecond,
      staffRequestsPerSecond,
      unreadReadsPerSecond,
      personRequestsPerFiveMinutes,
      liveConnections,
      liveRenewalsPerSecond,
      liveReconnectsPerSecond,
      liveRefreshesPerSecond,
      // An upper bound: the changes of one stream batch share a message.
      liveMessagesPerSecond: changesPerSecond * (adminTabs + STAFF_SHAPE.otherViewersPerChange),
    },
    staffRouteThrottle,
    publicRouteThrottles,
    liveConnectThrottle: throttleFor(Math.max(liveRenewalsPerSecond, liveReconnectsPerSecond)),
    edge: {
      staffPerPerson: wafLimit(personRequestsPerFiveMinutes),
      // The largest office's share of the whole staff's requests (not each of them at the busiest
      // person's rate), and never less than one busy person.
      staffPerIp: wafLimit(Math.max(personRequestsPerFiveMinutes, staffRequestsPerSecond * WAF_WINDOW_SECONDS * STAFF_SHAPE.largestOfficeShare)),
      publicApiPerIp: wafLimit(sharedAddressRequests),
      signInPerIp: wafLimit(ACCOUNT_CALLS_PER_PERSON),
      userPoolPerIp: wafLimit(officeStaff * STAFF_SHAPE.userPoolCallsPerSignIn),
    },
    peakConcurrency: Math.ceil((staffRequestsPerSecond + invitationReadsPerSecond + answersPerSecond) * HEADROOM * P99_SECONDS),
    // Each answer queues one notification (its repeated submits are the same answer).
    emailReaderParallelization: Math.min(10, Math.max(1, Math.ceil((answersPerSecond / CAMPAIGN_SHAPE.submitsPerAnswer) * EMAIL_SEND_SECONDS * HEADROOM))),
  };
};

/** The public routes the campaign drives; every other public route hands out accounts (or must be named here). */
export const PUBLIC_ROUTE_DEMAND: Readonly<Record<string, PublicDemand>> = {
  GetPublicInvitation: 'invitationRead',
  SubmitInviteeResponse: 'inviteeAnswer',
  // A lead's personal document link: leads already in a pipeline, each sent a document by
  // hand, open far fewer than a campaign's answers; the answer's throttle (with its floor) covers them.
  OpenDocumentLink: 'inviteeAnswer',
};

/** A public route's demand: named above, or an account route (`signIn`); anything else is a mistake caught at synth. */
export const publicDemandOf = (route: { id: string; signIn?: true }): PublicDemand => {
  const named = PUBLIC_ROUTE_DEMAND[route.id];
  if (named) return named;
  if (route.signIn) return 'accountAccess';
  throw new Error(`Public route ${route.id} has no place in the capacity model: add it to PUBLIC_ROUTE_DEMAND in infra/lib/capacity-model.ts.`);
};
