/** The three external audiences, their pipelines and their public pages. */
export const AUDIENCES = ['member', 'land_owner', 'investor'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const isAudience = (value: unknown): value is Audience =>
  typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value);

export const PIPELINES = ['member', 'investor', 'landowner'] as const;
export type Pipeline = (typeof PIPELINES)[number];

export const PIPELINE_BY_AUDIENCE: Record<Audience, Pipeline> = {
  member: 'member',
  land_owner: 'landowner',
  investor: 'investor',
};

/** Public page of each audience; the emailed link is this path plus the token in its fragment (link-token.ts). */
export const INVITATION_PATHS: Record<Audience, string> = {
  member: '/invitation',
  land_owner: '/invitation/land-owners',
  investor: '/invitation/investors',
};

export const AUDIENCE_LABELS: Record<Audience, string> = {
  member: 'Member',
  land_owner: 'Land Owner',
  investor: 'Investor',
};
