/** What the dashboard says about each audience: its invite card and its invitation form. */
import { LANDOWNER_ACREAGE_RANGE } from '@safe-haven/shared/constants';
import type { Audience } from '@safe-haven/shared/audiences';

export interface InviteAudienceCopy {
  cardTitle: string;
  cardDescription: string;
  formTitle: string;
  formDescription: string;
  messagePlaceholder: string;
  /** How the success dialog names the type: 'a potential member'. */
  typeLabel: string;
}

export const INVITE_AUDIENCE_COPY: Record<Audience, InviteAudienceCopy> = {
  member: {
    cardTitle: 'Invite Potential Members',
    cardDescription: 'Share a private membership with people who value comfort, community and being prepared.',
    formTitle: 'Invite a Potential Member',
    formDescription: 'They will receive a private link to the member invitation page.',
    messagePlaceholder: "Hi Jordan, I thought of you right away when I learned about Safe Haven. I'd love for you to take a look...",
    typeLabel: 'a potential member',
  },
  land_owner: {
    cardTitle: 'Invite Potential Land Owner Partners',
    cardDescription: `Introduce owners of ${LANDOWNER_ACREAGE_RANGE} to our partnership models: equity, revenue share or hybrid.`,
    formTitle: 'Invite a Potential Land Owner Partner',
    formDescription: 'They will receive a private link to the land owner partnership page.',
    messagePlaceholder: 'Hi Morgan, your property came to mind when I heard Safe Haven is looking for land partners...',
    typeLabel: 'a potential land owner partner',
  },
  investor: {
    cardTitle: 'Invite Potential Investors',
    cardDescription: 'Open a conversation with investors about the current raise and our resort roadmap.',
    formTitle: 'Invite a Potential Investor',
    formDescription: 'They will receive a private link to the investor opportunity page.',
    messagePlaceholder: "Hi Taylor, I'm part of Safe Haven and I think this opportunity fits what you've told me you look for...",
    typeLabel: 'a potential investor',
  },
};
