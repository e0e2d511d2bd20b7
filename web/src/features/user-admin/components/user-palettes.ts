/** The colours of the role and status badges, the same in the Users table and the phone's cards. */
export const STATUS_PALETTES = { active: 'green', suspended: 'orange', deleted: 'gray' } as const;
export const ROLE_PALETTES = { admin: 'brand', founder: 'brass', leadgen: 'gray' } as const;
