/**
 * The brand's content that changes with each round and each quarter: the current raise (its terms,
 * use of funds and projected timeline), the properties in review and the membership tiers. Admins
 * edit it in the dashboard (Edit Content); each save is a new version (lambdas/src/data/content-version.ts).
 * With it, what members say on the member page: none until the brand has a member's words and leave.
 *
 * The raise's figures are offering terms: they reach a browser only with an investor's invitation
 * read or a staff read, never in the web build (their initial values live in
 * lambdas/src/company/current-raise-terms.ts). The properties and tiers start from the modules that
 * word their pages (properties-in-review.ts, membership-tiers.ts), whose figures are public.
 */
import type { RaiseTerms, Testimonial, TimelineMilestone } from './types';
import { MEMBERSHIP_PROPERTIES, type MembershipLocation, type MembershipProperty } from './membership-tiers';
import { PROPERTIES_IN_REVIEW, type PropertyInReview } from './properties-in-review';

export type { TimelineMilestone };

export interface SiteContent {
  raise: RaiseTerms;
  /** The three properties, in page order; their ids (colorado, belize, caribbean) never change (photos are keyed by them). */
  properties: PropertyInReview[];
  /** Each membership location's label and tiers; the shared benefits are the membership terms, not edited here. */
  membership: Record<MembershipLocation, { label: string; tiers: MembershipProperty['tiers'][number][] }>;
  /** What members say on the member page, at most two (CONTENT_LIMITS.testimonials); none to begin with. */
  testimonials: Testimonial[];
}

/**
 * What an invitation page shows of the content in force, with the invitation's read (never in the
 * prerendered HTML): a member's gets the tiers, the properties and what members say, a land owner's
 * the properties.
 */
export type PublicSiteContent = Partial<Pick<SiteContent, 'membership' | 'properties' | 'testimonials'>>;

/** What GET /api/content answers: the current content, its version, and (admins) the latest changes. */
export interface SiteContentView {
  content: SiteContent;
  /** 0 while nothing has been saved (the initial content). */
  version: number;
  savedAt?: string;
  savedByName?: string;
  /** Admins only: the latest saves, newest first. */
  history?: ContentChange[];
}

export interface ContentChange {
  version: number;
  savedAt: string;
  savedById: string;
  savedByName: string;
  /** What changed, in words: "The Current Raise: amount", "Membership tiers: Belize Guardian price". */
  changes: string[];
}

/** PUT /api/admin/content: the whole content, and the version it was edited from (a stale save is refused). */
export interface SaveSiteContentInput {
  baseVersion: number;
  content: SiteContent;
}

export interface SaveSiteContentResult extends SiteContentView {
  /** What an investor would question in what was saved (saved anyway). */
  warnings: ContentWarning[];
}

/** One check an investor would make, failed: the field it is about (a form field's name) and why. */
export interface ContentWarning {
  field: string;
  message: string;
}

const initialLocation = (location: MembershipLocation): SiteContent['membership'][MembershipLocation] => ({
  label: MEMBERSHIP_PROPERTIES[location].label,
  tiers: MEMBERSHIP_PROPERTIES[location].tiers.map((tier) => ({ ...tier, specificBenefits: [...tier.specificBenefits] })),
});

/** The properties and tiers before any save (public figures; the raise's are in lambdas/). */
export const INITIAL_PUBLIC_CONTENT: Omit<SiteContent, 'raise'> = {
  properties: PROPERTIES_IN_REVIEW.map((property) => ({ ...property, groups: property.groups.map((group) => ({ ...group, items: [...group.items] })) })),
  membership: {
    colorado: initialLocation('colorado'),
    belize: initialLocation('belize'),
  },
  // No member has given their words yet: the page says so until an admin adds them.
  testimonials: [],
};
