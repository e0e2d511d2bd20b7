/** Staff roles, their labels and the rules that depend only on the role. */
export const STAFF_ROLES = ['admin', 'founder', 'leadgen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who may open a staff page, as the router's guards and the sidebar's entries both read it: every
 * staff member, those with a team (TEAM_ROLES below: Add Users, My Lead Generators), or admins only
 * (Manage Users, Signup Codes).
 */
export const ALL_STAFF_ROLES: readonly StaffRole[] = STAFF_ROLES;
export const ADMIN_ROLES = ['admin'] as const satisfies readonly StaffRole[];

/** Roles that may not turn their second factor off (they may replace it). */
export const TWO_FACTOR_REQUIRED_ROLES = ['admin', 'founder'] as const satisfies readonly StaffRole[];

export const PROFILE_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/**
 * Admins and founders add lead generators and see their team's work (My Lead Generators, the team's
 * invitations and statistics); lead generators work on their own. Every "not a lead generator" rule
 * reads this.
 */
export const TEAM_ROLES = ['admin', 'founder'] as const satisfies readonly StaffRole[];

export const hasTeam = (role: StaffRole | null | undefined): boolean => (TEAM_ROLES as readonly (StaffRole | null | undefined)[]).includes(role);

export const isStaffRole = (role: unknown): role is StaffRole =>
  typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);

/** Labels used on the dashboard (badges, tables, filters). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  founder: 'Founder',
  leadgen: 'Lead Generator',
};

/** Labels used on the account set-up page for internal invitations. */
export const SETUP_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  founder: 'Founder',
  leadgen: 'Lead Generation Specialist',
};

/**
 * The lead generator was 'LeadGen' in some headings and 'Lead Generator' on badges; one role gets
 * one name everywhere people read it, the badge's.
 */
export const HEADER_TITLES: Record<StaffRole, string> = {
  admin: 'Safe Haven Admin',
  founder: 'Safe Haven Founder',
  leadgen: `Safe Haven ${ROLE_LABELS.leadgen}`,
};
export const FALLBACK_HEADER_TITLE = 'Safe Haven Dashboard';

export const SIDEBAR_HEADINGS: Record<StaffRole, string> = {
  admin: 'Admin Dashboard',
  founder: 'Founder Dashboard',
  leadgen: `${ROLE_LABELS.leadgen} Dashboard`,
};

/** Sort order of the team directory. */
export const ROLE_SORT_ORDER: Record<StaffRole, number> = { admin: 1, founder: 2, leadgen: 3 };

export interface RoleFlags {
  isAdmin: boolean;
  isFounder: boolean;
  isLeadgen: boolean;
}

export const roleFlags = (role: StaffRole | null | undefined): RoleFlags => ({
  isAdmin: role === 'admin',
  isFounder: role === 'founder',
  isLeadgen: role === 'leadgen',
});

/** Leadgens do not see the 'sent by my lead gens' statistic. */
export const seesLeadgenStats = (role: StaffRole): boolean => hasTeam(role);

/** Only admins and founders may delete invitations. */
export const canDeleteInvitations = (role: StaffRole): boolean => hasTeam(role);
