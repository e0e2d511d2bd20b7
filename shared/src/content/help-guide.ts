/** The 'How to Use This Site' dialog the staff sidebar opens: how to send invitations and follow the answers up. */
import { AUDIENCES, AUDIENCE_LABELS, type Audience } from '../audiences';
import { INVITATION_LIFETIME_DAYS, RESPONSE_TIME_INVESTORS, RESPONSE_TIME_MEMBERS } from '../constants';
import { previewPath } from '../navigation';

export const HELP_GUIDE_TITLE = 'How to Use This Site';
export const HELP_GUIDE_INTRO = 'A short guide to sending invitations and following up on them.';

export interface HelpStep {
  readonly title: string;
  readonly body: string;
}

export const HELP_QUICK_START: readonly HelpStep[] = [
  {
    title: 'Start on your dashboard',
    body: 'Your dashboard shows three invite cards: Potential Members, Potential Land Owner Partners and Potential Investors.',
  },
  {
    title: 'Send an invitation',
    body: "Choose 'Invite Now' on a card and enter the person's first and last name, email address and a personal note.",
  },
  {
    title: 'Track responses',
    body: 'You get an email as soon as someone answers. Manage Invitations lists every invitation you sent with its status.',
  },
  {
    title: 'Preview the pages',
    body: 'Use Page Previews to see exactly what each audience sees before you send them a link.',
  },
  {
    title: 'Earn badges',
    body: 'Reach invitation milestones to earn badges; a celebration appears each time you earn a new one.',
  },
];

export interface HelpResponsePath {
  readonly answer: 'Yes' | 'Maybe' | 'No';
  readonly body: string;
}

export const HELP_AFTER_RESPONSE: readonly HelpResponsePath[] = [
  {
    answer: 'Yes',
    body: 'The invitee moves into the engagement pipeline: presentations, then a membership packet or letter of intent.',
  },
  {
    answer: 'Maybe',
    body: 'Follow up with a pitch deck or a follow-up message; a Maybe can still convert to a Yes.',
  },
  { answer: 'No', body: 'The invitation is archived. No further follow-up is needed.' },
];

/** Each tip states something the product does today: no tip may promise a feature that is not there. */
export const HELP_TIPS: readonly string[] = [
  'Write a personal message: it appears in the invitation email just above the link, so say how you know the person.',
  'Each person can hold only one open invitation. If a colleague already invited them, the form tells you who and when.',
  `Invitation links stay valid for ${INVITATION_LIFETIME_DAYS} days. Follow up before the link runs out.`,
  `When someone answers, the email you receive carries the details they gave. We promise members and land owners a reply within ${RESPONSE_TIME_MEMBERS} and investors within ${RESPONSE_TIME_INVESTORS}.`,
  'Preview the invitation page for an audience before you talk someone through it.',
];

export const HELP_SECTIONS = {
  quickStart: 'Quick Start',
  afterResponse: 'What happens after a response',
  tips: 'Tips',
  needHelp: 'Need help?',
} as const;

/** Shown with the address from /config.json (supportEmail); without one, staff ask their administrator. */
export const helpContactText = (email: string | undefined): string =>
  email ? `Questions or problems? Write to ${email}.` : 'Questions or problems? Ask your administrator.';

/** The help dialog's button uses the older /admin/invitations path, which redirects to the dashboard route. */
export const HELP_MANAGE_INVITATIONS = { label: 'Open Manage Invitations', path: '/admin/invitations' } as const;

export const HELP_PREVIEW_MENU_LABEL = 'Preview Invitation Pages';

export const HELP_PREVIEW_LINKS: readonly { audience: Audience; label: string; path: string }[] = AUDIENCES.map((audience) => ({
  audience,
  label: `${AUDIENCE_LABELS[audience]} Invitation Page`,
  path: previewPath(audience),
}));
