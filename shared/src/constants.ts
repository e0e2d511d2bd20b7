/** Business constants and limits: delays, lifetimes, caps and rates the server and the pages share. */
export const BRAND_NAME = 'Safe Haven';

export const ROLE_CACHE_STALE_MS = 5 * 60 * 1000;
export const ROLE_RETRY_DELAY_MS = 1000;
export const ROLE_RETRY_COUNT = 1;

export const LOGIN_REDIRECT_MS = 1000;
export const MEMBER_CONFIRMATION_REDIRECT_MS = 1000;
export const MEMBER_DECLINE_REDIRECT_MS = 2000;
export const LANDOWNER_DECLINE_REDIRECT_MS = 2000;
export const INVESTOR_DECLINE_REDIRECT_MS = 3000;
export const FOUNDER_WELCOME_REDIRECT_MS = 100;
/** How long a page's 'Access Denied' stays in view before the redirect to the dashboard: long enough to read it. */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

export const ADMIN_PREVIEW_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Every preview uses this fixed token; the server never accepts it for an answer. */
export const PREVIEW_TOKEN = 'preview';

/** How long an external invitation link stays valid. */
export const INVITATION_LIFETIME_DAYS = 30;

/**
 * Invitations (sends and resends) one staff member may send per UTC day unless the stage says
 * otherwise (`dailyInvitationCap` in cdk.json; DAILY_INVITATION_CAP locally). Every invitation is
 * typed by hand (name, email, a personal message): about a minute each for a practised lead
 * generator. A busy real day, working a list of contacts from an event, is 50 to 150 of them; 200
 * leaves that day a third of headroom, and a full eight hours doing nothing else (about 480) is not
 * a day anyone has. A stolen account is stopped at 200 emails a day from the brand's domain instead
 * of the API throttle's thousands an hour.
 */
export const DEFAULT_DAILY_INVITATION_CAP = 200;

export const STATS_REFETCH_MS = 60_000;
export const STATS_STALE_MS = 30_000;

export const INVITATION_PAGE_SIZE = 10;
export const UNREAD_BADGE_CAP = 99;

export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_SHORTCUT_KEY = 'b';
export const MOBILE_BREAKPOINT_PX = 768;

export const LANDOWNER_ACREAGE_RANGE = '20 to 200+ acres';
export const ALLOCATION_RANGES = ['50k-100k', '100k-250k', '250k-500k', '500k+'] as const;
export type AllocationRange = (typeof ALLOCATION_RANGES)[number];
export const ALLOCATION_RANGE_LABELS: Record<AllocationRange, string> = {
  '50k-100k': '$50,000 - $100,000',
  '100k-250k': '$100,000 - $250,000',
  '250k-500k': '$250,000 - $500,000',
  '500k+': '$500,000+',
};

export const RESPONSE_TIME_MEMBERS = '24-48 hours';
export const RESPONSE_TIME_INVESTORS = '2-3 business days';

/** Field length limits: generous for people, small enough to keep items far below DynamoDB's 400 KB. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 40;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_NOTES_LENGTH = 4000;

/** Shown as the inviter when a sender has no name. */
export const INVITER_FALLBACK_NAME = 'Administrator';

/**
 * Every page's confirmation leads to the thank-you page after the member page's delay (1 s), so the
 * three invitations behave alike once answered.
 */
export const ANSWER_CONFIRMATION_REDIRECT_MS = MEMBER_CONFIRMATION_REDIRECT_MS;

/**
 * Emails per second SES allows an account out of the sandbox, unless the stage says otherwise
 * (`sesSendRate` in cdk.json; SES_SEND_RATE for the functions): the outbox sweeper paces a backlog by it.
 */
export const DEFAULT_SES_SEND_RATE = 14;
