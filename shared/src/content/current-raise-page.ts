/**
 * The dashboard's Current Raise page: its wording, without any figure (the terms come from the API;
 * raise-terms.ts words them). A module of its own, so the investor page, which shares the terms'
 * wording, does not carry the dashboard's.
 */
export const CURRENT_RAISE_PAGE = {
  title: 'The Current Raise',
  intro: 'What investors are offered in the raise that secures and develops the first properties, and where the money goes.',
  termsTitle: 'Investment terms',
  eligibilityTitle: 'Who may invest',
  useOfFundsTitle: 'Use of funds',
  useOfFundsIntro: 'How the raise will be spent, as a share of the whole.',
  tableCaption: 'Use of funds by category, as a share of the raise and in dollars',
  loadError: 'The terms of the raise could not be loaded.',
  retry: 'Try again',
  share: {
    title: 'Share the opportunity',
    body: 'Know an accredited investor who should see this? Preview the page investors receive, then invite them from your dashboard.',
    preview: 'Preview the Investor Page',
    invite: 'Invite an Investor',
  },
} as const;
