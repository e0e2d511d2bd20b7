/**
 * Every sentence of Edit Content (the admin's editor of the brand's content) and of its route's
 * refusals, so the page and the handlers say the same thing.
 */
import { formatUsd } from './format';
import { SITE_CONTENT_TEXT } from './site-content-text';

/** Percentages as the warnings quote them: two decimals, trailing zeros dropped (9.09%, 10%). */
const percent = (value: number) => `${Number(value.toFixed(2))}%`;

export const CONTENT_EDITOR_TEXT = {
  title: 'Edit Content',
  intro:
    'The Current Raise, the projected timeline, the properties in review, the membership tiers and what members say, as staff and invitees read them. Each save is a new version; invitees see it at their next visit.',
  loadError: SITE_CONTENT_TEXT.loadError,
  retry: SITE_CONTENT_TEXT.retry,
  save: 'Save Content',
  saving: 'Saving…',
  saved: (version: number) => `Content saved (version ${version}).`,
  savedWithWarnings: (count: number) => `Saved with ${count} ${count === 1 ? 'warning' : 'warnings'} an investor may ask about.`,
  saveFailed: 'The content could not be saved.',
  fixFields: 'Some fields need a change before saving: see the messages beside them.',
  unsaved: 'You have unsaved changes.',
  discard: 'Discard Changes',
  discardTitle: 'Discard your changes?',
  discardBody: 'Everything you changed since the last save will be lost.',
  discardConfirm: 'Discard',
  keepEditing: 'Keep Editing',
  leaveWarning: 'You have unsaved changes to the content. Leave anyway?',
  warningsTitle: 'What an investor would question',
  warningsIntro: 'These do not stop a save; fix them, or save anyway if they are intended.',
  noWarnings: 'The figures are consistent.',
  version: (version: number, savedByName?: string, savedAt?: string) =>
    version === 0 ? 'Initial content (never edited).' : `Version ${version}${savedByName ? `, saved by ${savedByName}` : ''}${savedAt ? ` on ${savedAt}` : ''}.`,
  historyTitle: 'Recent changes',
  sections: {
    raise: 'The Current Raise',
    useOfFunds: 'Use of funds',
    timeline: 'Projected timeline',
    properties: 'Properties in Review',
    membership: 'Membership tiers',
    testimonials: 'What members say',
  },
  testimonialsIntro: "Up to two members' own words for the member page, with their leave. Until there is one, the page says their words will come.",
  fields: {
    amountUsd: 'Raise amount (USD)',
    equityPercent: 'Equity offered (%)',
    preMoneyValuationUsd: 'Pre-money valuation (USD)',
    instrument: 'Instrument',
    instrumentHeadlineValue: 'Instrument headline',
    instrumentHeadlineLabel: 'Headline caption',
    minimumInvestmentUsd: 'Minimum investment (USD)',
    eligibility: 'Accreditation text',
    useLabel: 'Use',
    usePercent: 'Share (%)',
    period: 'Period',
    milestone: 'Milestone',
    startsOn: 'Starts on',
    propertyName: 'Name',
    propertyLocation: 'Location',
    propertySummary: 'Summary',
    groupTitle: 'Heading',
    groupItems: 'Points (one a line)',
    locationLabel: 'Property label',
    tierPrice: 'Price (USD)',
    tierType: 'Accommodation',
    tierDescription: 'Description',
    tierBenefits: 'Tier benefits (one a line)',
    quote: (max: number) => `Their words (at most ${max} characters)`,
    quoteAuthor: 'Name, as they agreed to be named',
    quoteDetail: 'Line under the name (e.g. Founding member, Denver)',
    quotePermission: 'This member agreed to be quoted on the member page, in these words.',
  },
  addUse: 'Add a Use',
  addMilestone: 'Add a Milestone',
  addQuote: 'Add a Quote',
  quoteChange: {
    added: (section: string, author: string) => `${section}: ${author}'s words added`,
    removed: (section: string, author: string) => `${section}: ${author}'s words removed`,
    reworded: (section: string, author: string) => `${section}: ${author}'s words changed`,
  },
  remove: 'Remove',
  // Field refusals (the save is refused: the page cannot show such a value).
  required: 'Required',
  tooLong: (max: number) => `At most ${max} characters`,
  wholeUsd: 'Enter a whole number of dollars above 0',
  percentRange: 'Enter a percentage from 0 to 100',
  date: 'Enter a date as YYYY-MM-DD',
  atLeastOne: 'Keep at least one row',
  tooMany: (max: number) => `At most ${max} rows`,
  lines: (max: number) => `Between 1 and ${max} lines`,
  wrongProperties: 'The properties are Colorado, Belize and Caribbean, in that order',
  permission: 'Confirm the member agreed to be quoted, or remove their words',
  // Refusals of the route.
  forbidden: "Only administrators can change the brand's content. Ask an administrator to make the change.",
  stale: 'Someone saved the content while you were editing. Reload to see their version, then make your change again.',
} as const;

/** The checks an investor would make (investor-checks.ts): they warn, the admin may save anyway. */
export const CONTENT_WARNINGS = {
  equity: (amountUsd: number, preMoneyUsd: number, implied: number, stated: number) =>
    `${formatUsd(amountUsd)} at a ${formatUsd(preMoneyUsd)} pre-money valuation buys ${percent(implied)} of the company (amount ÷ (pre-money + amount)), not ${percent(stated)}.`,
  instrument: (instrument: string) =>
    `"${instrument}" converts into shares later at a price set then, so it does not offer a fixed equity stake: quote a valuation cap and discount, or name an equity instrument (e.g. preferred shares).`,
  useOfFunds: (total: number) => `The use of funds adds up to ${percent(total)}, not 100%.`,
  pastMilestone: (period: string, startsOn: string) => `"${period}" starts on ${startsOn}, which has passed: update the projected timeline.`,
} as const;
