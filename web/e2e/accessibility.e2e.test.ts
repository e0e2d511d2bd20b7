/** axe-core on the pages people see first: no serious or critical WCAG 2.1 A/AA violation. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffUser, type TestUser } from '../../scripts/testing/staff-users';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { useBrowser, type BrowserSession } from './support/browser';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { seedInvitation } from '../../scripts/testing/invitations';
import { inviteByEmail } from './support/invitations';
import { answerAsInvitee, dismissCelebrations, openDetails } from './support/pipeline';
import { signInThroughUi } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let session: BrowserSession;
let sender: TestUser;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'founder', firstName: 'Ari', lastName: 'Quill' });
});

const expectAccessible = async () => {
  const violations = await seriousA11yViolations(session.page);
  expect(violations, describeViolations(violations)).toEqual([]);
};

describe('accessibility', () => {
  it('the checker itself reports a real violation (a control case)', async () => {
    session = await browsers.open();
    await session.page.setContent('<html lang="en"><body><main><input type="text"><button></button></main></body></html>');
    const ids = (await seriousA11yViolations(session.page)).map((violation) => violation.id);
    expect(ids).toEqual(expect.arrayContaining(['button-name']));
  });

  it('login screen', async () => {
    session = await browsers.open();
    await session.page.goto(`${stack.urls.web}/`);
    await session.page.getByLabel('Email').waitFor();
    await expectAccessible();
  });

  it('dashboard home', async () => {
    session = await browsers.open();
    await signInThroughUi(session.page, stack.urls.web, sender);
    await session.page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await session.page.getByText("Invitations I've Sent").waitFor();
    await expectAccessible();
  });

  it.each([
    ['member', 'View my invitation'],
    ['land_owner', 'See the partnership'],
    ['investor', 'Review the opportunity'],
  ] as const)('%s invitation page on a phone, welcome dialog and page', async (audience, welcome) => {
    const { link } = await inviteByEmail(stack, sender, audience);
    session = await browsers.open({ mobile: true });
    await session.page.goto(link);
    await session.page.getByRole('button', { name: welcome }).waitFor();
    await expectAccessible();
    await session.page.getByRole('button', { name: welcome }).click();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectAccessible();
  });

  it('Manage Invitations, its details dialog and My Lead Generators', async () => {
    const leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Axe', lastName: 'Helper', addedById: sender.id });
    const invitation = await seedInvitation(leadgen, { firstName: 'Ada', lastName: 'Access' });
    await answerAsInvitee(stack, invitation, 'interested');
    session = await browsers.open();
    await dismissCelebrations(session.page);
    await signInThroughUi(session.page, stack.urls.web, sender);
    await session.page.goto(`${stack.urls.web}${DASHBOARD_PATHS.manageInvitations}`);
    await session.page.getByRole('article').first().waitFor();
    await expectAccessible();
    await openDetails(session.page, 'Ada Access');
    await session.page.getByRole('dialog').getByText('Audit Trail').waitFor();
    await expectAccessible();
    await session.page.keyboard.press('Escape');
    await session.page.goto(`${stack.urls.web}${DASHBOARD_PATHS.myLeadgens}`);
    await session.page.getByRole('link', { name: 'View invites of Axe Helper' }).waitFor();
    await expectAccessible();
  });

  it('thank-you page', async () => {
    session = await browsers.open({ mobile: true });
    await session.page.goto(`${stack.urls.web}/thank-you`);
    await session.page.getByText('Thank You!').waitFor();
    await expectAccessible();
  });
});
