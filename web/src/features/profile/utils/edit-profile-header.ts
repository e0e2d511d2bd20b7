/** Edit Profile's heading and the line under it: the page's and its placeholder's, written once. */
export const EDIT_PROFILE_HEADER = { title: 'Edit Profile', intro: 'What the team sees about you, and how you sign in.' } as const;
