/**
 * One submit, one result: every button that changes something is double-tapped (two clicks in the
 * same task, before React can re-render the button as busy, which is what a fast double tap on a
 * phone does) and must send one request, show its success and make one of whatever it makes. The
 * scenarios are listed against the route table in support/one-submit-coverage.ts.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { COGNITO_CODE_EMAIL, RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import { AUTH_MESSAGES, MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { MANAGE_USERS_MESSAGES, SUSPEND_MESSAGES } from '@safe-haven/shared/team-messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { GOING_COLD_MESSAGES } from '@safe-haven/shared/going-cold';
import { FOUNDER_SIGNUP_MESSAGES, INVITE_USER_MESSAGES, PROFILE_MESSAGES, SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { clearCodeRateLimits, createSignupCode, inviteStaff, uniqueEmail } from '@safe-haven/testing/onboarding';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { emailsTo, messageIdsTo, waitForEmail, waitForNewEmail } from '@safe-haven/testing/mailbox';
import { allItems, countInvitationsTo, itemsWithPrefix } from '@safe-haven/testing/table';
import { TINY_PNG } from '@safe-haven/testing/photos';
import { answeredStatus, inviteByEmail } from './support/invitations';
import { useBrowser } from './support/browser';
import { fillInviteForm, openInviteForm } from './support/dashboard';
import { ONE_SUBMIT_COVERAGE } from './support/one-submit-coverage';
import { answerAsInvitee, dismissCelebrations, expectCurrentStatus, openDetails } from './support/pipeline';
import { enrolOnSetupPage, expectText, signInWithSession } from './support/staff';
import { doubleTap, requestsTo } from './support/double-tap';

const stack = inject('stack');
const browser = useBrowser();
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  adminToken = await signIn(stack, admin);
});



/** Waits a moment for a second request that should not come, then checks there was one. */
const expectOneRequest = async (seen: string[]) => {
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(seen).toHaveLength(1);
};

const signedIn = async (user: TestUser, path: string) => {
  const { page } = await browser.open();
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, user, path);
  return page;
};

/** Mail that came to `email` since `known` was read (the mailbox keeps everything). */
const newEmailsTo = async (email: string, known: ReadonlySet<string>, subject?: string) =>
  (await emailsTo(stack.urls.mailbox, email)).filter((mail) => !known.has(mail.messageId) && (subject === undefined || mail.subject === subject));

/** The account's recovery events of one kind (Account History), read from the table. */
const accountEvents = async (user: TestUser, kind: string) =>
  (await itemsWithPrefix(stack, `ACCOUNT#${user.id}`, 'EVENT#')).filter((event) => event.kind === kind);

const expectNoText = async (page: Page, text: string | RegExp) => expect(await page.getByText(text).count()).toBe(0);

describe('the scenarios', () => {
  it('cover every route of the route table that changes something', () => {
    const mutating = API_ROUTES.filter((route) => route.method !== 'GET').map((route) => route.id).sort();
    expect(Object.keys(ONE_SUBMIT_COVERAGE).sort()).toEqual(mutating);
  });
});

describe('a double tap', () => {
  it('on founder sign-up\'s Create Account creates one account and ends on the dashboard', async () => {
    await clearCodeRateLimits(stack);
    const { code } = await createSignupCode(stack, adminToken);
    const { page } = await browser.open({ mobile: true });
    const signups = requestsTo(page, 'POST', /\/api\/public\/founder-signup$/);
    const validations = requestsTo(page, 'POST', /\/api\/public\/signup-codes\/validate$/);
    await page.goto(`${stack.urls.web}/founder-signup`);
    await page.getByLabel('Invite Code').fill(code);
    await doubleTap(page.getByRole('button', { name: 'Continue' }));
    await page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();
    await expectOneRequest(validations);
    await page.getByLabel('First Name').fill('Tapper');
    await page.getByLabel('Last Name').fill('Twice');
    await page.locator('input[name="password"]').fill('Founder!2026');
    await doubleTap(page.getByRole('button', { name: 'Create Account' }));
    const welcome = page.getByRole('alertdialog');
    await welcome.getByRole('heading', { name: 'Welcome, Tapper!' }).waitFor();
    await expectOneRequest(signups);
    await expectNoText(page, 'Enter Invite Code');
    await expectNoText(page, FOUNDER_SIGNUP_MESSAGES.codeUsed);
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    await enrolOnSetupPage(page, stack.urls.web);
    await expectText(page, 'Welcome, Tapper');
  });

  it('on Create Code makes one code, shown once', async () => {
    const page = await signedIn(admin, DASHBOARD_PATHS.signupCodes);
    const creates = requestsTo(page, 'POST', /\/api\/admin\/signup-codes$/);
    const label = `Double tap ${Date.now()}`;
    await page.getByRole('button', { name: 'Create Code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByLabel('Email').fill(uniqueEmail('tap-code'));
    await doubleTap(dialog.getByRole('button', { name: 'Create Code' }));
    await dialog.getByTestId('new-signup-code').waitFor();
    await expectText(page, SIGNUP_CODE_MESSAGES.created);
    await expectOneRequest(creates);
    await expectNoText(page, SIGNUP_CODE_MESSAGES.failedToCreate);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(label) }).count()).toBe(1);
  });

  it('on Deactivate changes the code once', async () => {
    const { email } = await createSignupCode(stack, adminToken, { label: `Deactivate ${Date.now()}` });
    const page = await signedIn(admin, DASHBOARD_PATHS.signupCodes);
    const changes = requestsTo(page, 'PATCH', /\/api\/admin\/signup-codes\/[^/]+$/);
    const row = page.getByRole('row', { name: new RegExp(email) });
    await doubleTap(row.getByRole('button', { name: /^Deactivate/ }));
    await row.getByRole('button', { name: /^Activate/ }).waitFor();
    await expectOneRequest(changes);
    await expectNoText(page, SIGNUP_CODE_MESSAGES.failedToUpdate);
  });

  it("on Add Users' Send Invitation sends one welcome email and no false error", async () => {
    const page = await signedIn(admin, DASHBOARD_PATHS.addUsers);
    const invites = requestsTo(page, 'POST', /\/api\/staff-invitations$/);
    const email = uniqueEmail('tap-invite');
    await page.getByLabel('First Name').fill('Tess');
    await page.getByLabel('Last Name').fill('Tap');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role').selectOption('leadgen');
    await doubleTap(page.getByRole('button', { name: 'Send Invitation' }));
    await expectText(page, INVITE_USER_MESSAGES.sentTitle);
    await expectOneRequest(invites);
    await expectNoText(page, /already has a pending invitation/);
    await waitForEmail(stack.urls.mailbox, email);
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('on Send Invitation (dashboard) sends one invitation', async () => {
    const page = await signedIn(admin, DASHBOARD_PATHS.home);
    const sends = requestsTo(page, 'POST', /\/api\/invitations$/);
    const email = `tap-send-${Date.now()}@invitee.test`;
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, { firstName: 'Sam', lastName: 'Twice', email, message: 'Welcome' });
    await doubleTap(page.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }));
    await expectText(page, 'Invitation Sent!');
    await expectOneRequest(sends);
    expect(await countInvitationsTo(stack, email)).toBe(1);
  });

  describe('in the details dialog', () => {
    const auditEntries = (page: Page) =>
      page.getByRole('dialog').getByRole('list', { name: 'Status changes, newest first' }).getByRole('listitem').allInnerTexts();

    it('on Add Note adds one note', async () => {
      const invitation = await seedInvitation(admin, { audience: 'member', firstName: 'Nia', lastName: `Note${Date.now()}` });
      await answerAsInvitee(stack, invitation, 'maybe');
      const page = await signedIn(admin, `${DASHBOARD_PATHS.manageInvitations}?search=${invitation.recipientLastName.toLowerCase()}`);
      const notes = requestsTo(page, 'POST', /\/api\/invitations\/[^/]+\/notes$/);
      await openDetails(page, invitation.recipientName);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Note about this lead/).fill('Called once.');
      await doubleTap(dialog.getByRole('button', { name: 'Add Note' }));
      await expectText(page, MANAGE_INVITATIONS_MESSAGES.noteAdded);
      await expectOneRequest(notes);
      await expect.poll(async () => (await auditEntries(page)).filter((entry) => entry.includes('Called once.')).length).toBe(1);
      await expectNoText(page, MANAGE_INVITATIONS_MESSAGES.noteFailed);
    });

    it('on Update Status changes it once, without a conflict', async () => {
      const invitation = await seedInvitation(admin, { audience: 'member', firstName: 'Uma', lastName: `Status${Date.now()}` });
      await answerAsInvitee(stack, invitation, 'maybe');
      const page = await signedIn(admin, `${DASHBOARD_PATHS.manageInvitations}?search=${invitation.recipientLastName.toLowerCase()}`);
      const changes = requestsTo(page, 'POST', /\/api\/invitations\/[^/]+\/status$/);
      await openDetails(page, invitation.recipientName);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('New status').selectOption('interested_maybe');
      await dialog.getByLabel('Note (optional)').fill('Moved on a double tap.');
      const submit = dialog.getByRole('button', { name: 'Update Status' });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await doubleTap(submit);
      await expectCurrentStatus(page, 'interested_maybe');
      await expectText(page, MANAGE_INVITATIONS_MESSAGES.statusUpdated);
      await expectOneRequest(changes);
      await expectNoText(page, /Someone else updated this invitation/);
      await expect.poll(async () => (await auditEntries(page)).filter((entry) => entry.includes('Moved on a double tap.')).length).toBe(1);
    });
  });

  it('on Resend sends one email', async () => {
    const invitation = await seedInvitation(admin, { firstName: 'Rita', lastName: `Resend${Date.now()}` });
    const page = await signedIn(admin, `${DASHBOARD_PATHS.manageInvitations}?search=${invitation.recipientLastName.toLowerCase()}`);
    const resends = requestsTo(page, 'POST', /\/api\/invitations\/[^/]+\/resend$/);
    await doubleTap(page.getByRole('button', { name: `Resend invitation to ${invitation.recipientName}` }));
    await expectText(page, MANAGE_INVITATIONS_MESSAGES.resent);
    await expectOneRequest(resends);
    await waitForEmail(stack.urls.mailbox, invitation.recipientEmail);
    expect(await emailsTo(stack.urls.mailbox, invitation.recipientEmail)).toHaveLength(1);
    await expectNoText(page, MANAGE_INVITATIONS_MESSAGES.resendFailed);
  });

  it('on Delete (confirmation) deletes once, without a false error', async () => {
    const invitation = await seedInvitation(admin, { firstName: 'Dan', lastName: `Delete${Date.now()}` });
    const page = await signedIn(admin, `${DASHBOARD_PATHS.manageInvitations}?search=${invitation.recipientLastName.toLowerCase()}`);
    const deletes = requestsTo(page, 'DELETE', /\/api\/invitations\/[^/]+$/);
    await page.getByRole('button', { name: `Delete invitation to ${invitation.recipientName}` }).click();
    await doubleTap(page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }));
    await expectText(page, MANAGE_INVITATIONS_MESSAGES.deleted);
    await expectOneRequest(deletes);
    await expectNoText(page, MANAGE_INVITATIONS_MESSAGES.deleteFailed);
  });

  it('on Save Profile saves once', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const page = await signedIn(user, DASHBOARD_PATHS.editProfile);
    const saves = requestsTo(page, 'PUT', /\/api\/me$/);
    await page.getByLabel('Bio').fill('Saved on a double tap.');
    await doubleTap(page.getByRole('button', { name: 'Save Profile' }));
    await expectText(page, PROFILE_MESSAGES.updated);
    await expectOneRequest(saves);
    await expectNoText(page, PROFILE_MESSAGES.updateFailed);
  });

  it("on Manage Invitations' Save Limits (Going cold limits, admins) saves once", async () => {
    const page = await signedIn(admin, DASHBOARD_PATHS.manageInvitations);
    const saves = requestsTo(page, 'PUT', /\/api\/admin\/going-cold-limits$/);
    await page.getByRole('button', { name: 'Edit Limits' }).click();
    await page.getByLabel('Pitch Sent, days', { exact: true }).fill('8');
    await doubleTap(page.getByRole('button', { name: 'Save Limits' }));
    await expectText(page, GOING_COLD_MESSAGES.saved);
    await expectOneRequest(saves);
    await expectNoText(page, GOING_COLD_MESSAGES.saveFailed);
  });

  it('on Sign Out signs out once and shows the login screen', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const page = await signedIn(user, DASHBOARD_PATHS.editProfile);
    const signOuts = requestsTo(page, 'POST', /\/api\/me\/sign-out$/);
    await doubleTap(page.locator('#main-content').getByRole('button', { name: 'Sign Out' }));
    // The first sign-out of the run loads its function cold (global sign-out in Cognito, then the
    // profile write): on a loaded machine that has taken over 15 s. The toast shows with the login.
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 30_000 });
    await expectText(page, AUTH_MESSAGES.signedOut);
    await expectOneRequest(signOuts);
    await expectNoText(page, AUTH_MESSAGES.logoutFailed);
  });

  it("on the set-up page's Create Account creates one account and signs in", async () => {
    const { link } = await inviteStaff(stack, adminToken, { role: 'leadgen' });
    const { page } = await browser.open({ mobile: true });
    const accepts = requestsTo(page, 'POST', /\/api\/public\/staff-invitations\/accept$/);
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Set Up Your Account' }).waitFor();
    await page.locator('input[name="password"]').fill('Strong!Pass1');
    await page.locator('input[name="confirmPassword"]').fill('Strong!Pass1');
    await doubleTap(page.getByRole('button', { name: 'Create Account' }));
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await expectOneRequest(accepts);
  });

  describe('on Manage Users', () => {
    const openManageUsers = async () => {
      const page = await signedIn(admin, DASHBOARD_PATHS.manageUsers);
      await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
      return page;
    };

    it('Resend Invitation sends one email; Cancel Invitation cancels once', async () => {
      const pending = await inviteStaff(stack, adminToken, { role: 'leadgen' });
      const page = await openManageUsers();
      const resends = requestsTo(page, 'POST', /\/api\/admin\/staff-invitations\/[^/]+\/resend$/);
      const cancels = requestsTo(page, 'DELETE', /\/api\/admin\/staff-invitations\/[^/]+$/);
      const row = page.getByRole('table', { name: 'Invited users' }).getByRole('row').filter({ hasText: pending.email });
      await doubleTap(row.getByRole('button', { name: 'Resend Invitation' }));
      await expectText(page, MANAGE_USERS_MESSAGES.invitationResent);
      await expectOneRequest(resends);
      await waitForEmail(stack.urls.mailbox, pending.email, 2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await emailsTo(stack.urls.mailbox, pending.email)).toHaveLength(2);

      await row.getByRole('button', { name: 'Cancel Invitation' }).click();
      await doubleTap(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Invitation' }));
      await expectText(page, MANAGE_USERS_MESSAGES.invitationCancelled);
      await expectOneRequest(cancels);
      await expectNoText(page, MANAGE_USERS_MESSAGES.failedToCancel);
    });

    it('Delete User deletes once, without a false error', async () => {
      const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Del', lastName: `Twice${Date.now()}` });
      const page = await openManageUsers();
      const deletes = requestsTo(page, 'DELETE', /\/api\/admin\/users\/[^/]+$/);
      await page.getByLabel('Search').fill(user.email);
      await page.locator(`tr[data-user-email="${user.email}"]`).getByRole('button', { name: `Actions for ${user.firstName} ${user.lastName}` }).click();
      await page.getByRole('menuitem', { name: 'Delete User' }).click();
      await doubleTap(page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }));
      await expectText(page, MANAGE_USERS_MESSAGES.userDeleted);
      await expectOneRequest(deletes);
    });
  });

  it('on Erase (Erase Invitee) erases once, without a false error', async () => {
    const email = `tap-erase-${Date.now()}@invitee.test`;
    const invitation = await seedInvitation(admin, { firstName: 'Eve', lastName: `Erase${Date.now()}`, email });
    const page = await signedIn(admin, `${DASHBOARD_PATHS.manageInvitations}?search=${invitation.recipientLastName.toLowerCase()}`);
    const erasures = requestsTo(page, 'POST', /\/api\/invitations\/[^/]+\/erase$/);
    await openDetails(page, invitation.recipientName);
    await page.getByRole('dialog').getByRole('button', { name: 'Erase Invitee' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel(/Type their email address or ERASE/).fill(email);
    await doubleTap(confirm.getByRole('button', { name: 'Erase', exact: true }));
    await page.getByText('Invitee erased', { exact: true }).waitFor();
    await expectOneRequest(erasures);
    expect(await countInvitationsTo(stack, email)).toBe(0);
  });

  it("on two-factor set-up's Set Up and Verify and Turn On starts once, so the key shown is the one that works", async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const page = await signedIn(user, DASHBOARD_PATHS.editProfile);
    const starts = requestsTo(page, 'POST', /\/api\/me\/two-factor\/setup$/);
    const confirms = requestsTo(page, 'POST', /\/api\/me\/two-factor\/confirm$/);
    await doubleTap(page.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }));
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
    await expectOneRequest(starts);
    await page.getByLabel('2. Enter the 6-digit code from the app').fill(authenticator.generate(secret));
    await doubleTap(page.getByRole('button', { name: 'Verify and Turn On' }));
    await expectText(page, PROFILE_MESSAGES.twoFactorOnTitle);
    await expectOneRequest(confirms);
    await expectNoText(page, PROFILE_MESSAGES.twoFactorFailed);
  });

  it("on the next step's Save Date saves the date once", async () => {
    const invitation = await seedInvitation(admin, { audience: 'member', firstName: 'Ned', lastName: `Next${Date.now()}` });
    const page = await signedIn(admin, `${DASHBOARD_PATHS.manageInvitations}?search=${invitation.recipientLastName.toLowerCase()}`);
    const saves = requestsTo(page, 'PATCH', /\/api\/invitations\/[^/]+$/);
    await openDetails(page, invitation.recipientName);
    const dialog = page.getByRole('dialog');
    const due = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Next step due date').fill(due);
    await doubleTap(dialog.getByRole('button', { name: 'Save Date' }));
    await expectText(page, MANAGE_INVITATIONS_MESSAGES.dueDateSaved);
    await expectOneRequest(saves);
    await expectNoText(page, MANAGE_INVITATIONS_MESSAGES.dueDateFailed);
    const [stored] = await itemsWithPrefix(stack, `INVITATION#${invitation.id}`, 'INVITATION');
    expect(stored?.nextStepDueAt).toBe(due);
  });

  it("on the invitee's Send my answer answers once and reaches the thank-you", async () => {
    const { link, token, email } = await inviteByEmail(stack, admin, 'member');
    const { page } = await browser.open({ mobile: true });
    const answers = requestsTo(page, 'POST', /\/api\/public\/invitations\/response$/);
    await page.goto(link);
    await page.getByRole('button', { name: 'View my invitation' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: "I'm Interested" }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Notes').fill('Answered on a double tap.');
    await doubleTap(form.getByRole('button', { name: 'Send my answer' }));
    await expectText(page, 'Thank You for Your Interest!');
    await expectOneRequest(answers);
    expect(await answeredStatus(stack, token)).toBe(true);
    const items = await allItems(stack);
    const invitationKey = items.find((item) => item.entity === 'invitation' && item.recipientKey === email)?.pk;
    expect(items.filter((item) => item.pk === invitationKey && String(item.sk).startsWith('RESPONSE#'))).toHaveLength(1);
  });

  it("on founder sign-up's Send Code emails one code", async () => {
    await clearCodeRateLimits(stack);
    const { code } = await createSignupCode(stack, adminToken);
    const other = uniqueEmail('tap-proof');
    const { page } = await browser.open({ mobile: true });
    const proofs = requestsTo(page, 'POST', /\/api\/public\/founder-signup\/email-proof$/);
    await page.goto(`${stack.urls.web}/founder-signup`);
    await page.getByLabel('Invite Code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();
    await page.getByLabel('Email').fill(other);
    await doubleTap(page.getByRole('button', { name: FOUNDER_SIGNUP_MESSAGES.sendEmailCode }));
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.emailCodeSent(other));
    await expectOneRequest(proofs);
    await waitForEmail(stack.urls.mailbox, other);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await emailsTo(stack.urls.mailbox, other)).toHaveLength(1);
  });

  describe('on Edit Profile', () => {
    it('choosing a photo twice in one moment saves it once; Remove Photo removes it once', async () => {
      const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Pia', lastName: 'Photo' });
      const page = await signedIn(user, DASHBOARD_PATHS.editProfile);
      const saves = requestsTo(page, 'PUT', /\/api\/me\/photo$/);
      const removals = requestsTo(page, 'DELETE', /\/api\/me\/photo$/);
      // The file input's change, twice in one task: what a double tap on the chooser's Open can give.
      await page.getByLabel('Choose a profile photo').evaluate((element, bytes) => {
        const input = element as unknown as { files: unknown; dispatchEvent(event: Event): boolean };
        // The browser's DataTransfer: the only way a page can set an input's files.
        const { DataTransfer: Transfer } = globalThis as unknown as { DataTransfer: new () => { items: { add(file: File): void }; files: unknown } };
        const choose = () => {
          const transfer = new Transfer();
          transfer.items.add(new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
          input.files = transfer.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
        };
        choose();
        choose();
      }, [...TINY_PNG]);
      await expectText(page, PROFILE_MESSAGES.photoUpdated);
      await page.getByRole('img', { name: 'Photo of Pia Photo' }).waitFor();
      await expectOneRequest(saves);
      await expectNoText(page, PROFILE_MESSAGES.uploadFailed);

      await doubleTap(page.getByRole('button', { name: 'Remove Photo' }));
      await expectText(page, PROFILE_MESSAGES.photoRemoved);
      await page.getByRole('img', { name: 'Photo of Pia Photo' }).waitFor({ state: 'detached' });
      await expectOneRequest(removals);
      await expectNoText(page, PROFILE_MESSAGES.deleteFailed);
    });

    it('Turn Off turns two-factor off once, without a false "wrong code"', async () => {
      const user = await createStaffUser(stack, { role: 'leadgen', twoFactor: true });
      const page = await signedIn(user, DASHBOARD_PATHS.editProfile);
      const turnOffs = requestsTo(page, 'POST', /\/api\/me\/two-factor\/disable$/);
      await page.getByRole('button', { name: 'Turn Off Two-Factor Sign-In' }).click();
      await page.getByLabel('Your password').fill(user.password);
      await page.getByLabel('Current code from your app').fill(authenticator.generate(user.totpSecret!));
      await doubleTap(page.getByRole('button', { name: 'Turn Off', exact: true }));
      await expectText(page, PROFILE_MESSAGES.twoFactorOffTitle);
      await expectOneRequest(turnOffs);
      await expectNoText(page, PROFILE_MESSAGES.twoFactorInvalidCode);
      const users = await callApi<{ users: { email: string; twoFactorEnabled: boolean }[] }>(stack, 'GET', '/admin/users', { token: adminToken });
      expect(users.body.users.find((entry) => entry.email === user.email)?.twoFactorEnabled).toBe(false);
    });
  });

  it('on Forgot password: Send Code emails one code and Set New Password changes it once', async () => {
    const person = await createStaffUser(stack, { role: 'leadgen', firstName: 'Fern', lastName: `Forgot${Date.now()}` });
    const known = await messageIdsTo(stack.urls.mailbox, person.email);
    const { page } = await browser.open({ mobile: true });
    const requests = requestsTo(page, 'POST', /\/api\/public\/password-reset\/request$/);
    const confirms = requestsTo(page, 'POST', /\/api\/public\/password-reset\/confirm$/);
    await page.goto(`${stack.urls.web}/forgot-password`);
    await page.getByLabel('Email').fill(person.email);
    await doubleTap(page.getByRole('button', { name: 'Send Code' }));
    await expectText(page, RECOVERY_MESSAGES.requestAnswer);
    await expectOneRequest(requests);
    const mail = await waitForNewEmail(stack.urls.mailbox, person.email, known, (sent) => sent.subject === COGNITO_CODE_EMAIL.subject);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await newEmailsTo(person.email, known, COGNITO_CODE_EMAIL.subject)).toHaveLength(1);
    expect(await accountEvents(person, 'password-reset-requested')).toHaveLength(1);

    await page.getByLabel('Code from the email').fill(/\b(\d{6})\b/.exec(mail.body.text ?? '')![1]!);
    await page.getByLabel('New password', { exact: true }).fill('Quiet!Harbour58');
    await page.getByLabel('Confirm new password').fill('Quiet!Harbour58');
    await doubleTap(page.getByRole('button', { name: 'Set New Password' }));
    await page.waitForURL(`${stack.urls.web}/`);
    await expectText(page, RECOVERY_MESSAGES.passwordChanged);
    await expectOneRequest(confirms);
    await expectNoText(page, RECOVERY_MESSAGES.codeWrong);
    expect(await accountEvents(person, 'password-changed-by-reset')).toHaveLength(1);
  });

  describe("on Manage Users' actions", () => {
    const openActions = async (user: TestUser) => {
      const page = await signedIn(admin, DASHBOARD_PATHS.manageUsers);
      await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
      await page.getByLabel('Search').fill(user.email);
      const row = page.locator(`tr[data-user-email="${user.email}"]`);
      await row.getByRole('button', { name: `Actions for ${user.firstName} ${user.lastName}` }).click();
      return { page, row };
    };

    it('Suspend suspends once', async () => {
      const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Sue', lastName: `Pend${Date.now()}` });
      const { page, row } = await openActions(user);
      const updates = requestsTo(page, 'PATCH', /\/api\/admin\/users\/[^/]+$/);
      // Suspend asks first: the double tap that must make one change is on the confirmation's button.
      await page.getByRole('menuitem', { name: 'Suspend' }).click();
      const confirmation = page.getByRole('alertdialog', { name: SUSPEND_MESSAGES.title(`${user.firstName} ${user.lastName}`) });
      await confirmation.waitFor();
      expect(updates).toHaveLength(0);
      await doubleTap(confirmation.getByRole('button', { name: 'Suspend' }));
      await expectText(page, MANAGE_USERS_MESSAGES.userSuspended);
      await row.getByText('Suspended').waitFor();
      await expectOneRequest(updates);
      await expectNoText(page, MANAGE_USERS_MESSAGES.failedToSuspend);
    });

    it('Send Password Reset emails one code and records one event', async () => {
      const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Rey', lastName: `Reset${Date.now()}` });
      const known = await messageIdsTo(stack.urls.mailbox, user.email);
      const { page } = await openActions(user);
      const resets = requestsTo(page, 'POST', /\/api\/admin\/users\/[^/]+\/password-reset$/);
      await page.getByRole('menuitem', { name: 'Send Password Reset' }).click();
      await doubleTap(page.getByRole('alertdialog').getByRole('button', { name: 'Send Password Reset' }));
      await expectText(page, RECOVERY_MESSAGES.resetSent(`${user.firstName} ${user.lastName}`));
      await expectOneRequest(resets);
      // Two emails by design: Cognito's code, and the notice that an admin sent it. One of each.
      await waitForNewEmail(stack.urls.mailbox, user.email, known, (sent) => sent.subject === COGNITO_CODE_EMAIL.subject);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = await newEmailsTo(user.email, known);
      expect(mails.filter((mail) => mail.subject === COGNITO_CODE_EMAIL.subject)).toHaveLength(1);
      expect(new Set(mails.map((mail) => mail.subject)).size).toBe(mails.length);
      expect(await accountEvents(user, 'password-reset-sent-by-admin')).toHaveLength(1);
    });

    it('Reset Two-Factor resets once and records one event', async () => {
      const user = await createStaffUser(stack, { role: 'founder', firstName: 'Tia', lastName: `Factor${Date.now()}` });
      const { page } = await openActions(user);
      const resets = requestsTo(page, 'POST', /\/api\/admin\/users\/[^/]+\/two-factor-reset$/);
      await page.getByRole('menuitem', { name: 'Reset Two-Factor' }).click();
      await doubleTap(page.getByRole('alertdialog').getByRole('button', { name: 'Reset Two-Factor' }));
      await expectText(page, RECOVERY_MESSAGES.twoFactorReset(`${user.firstName} ${user.lastName}`));
      await expectOneRequest(resets);
      expect(await accountEvents(user, 'two-factor-reset-by-admin')).toHaveLength(1);
    });
  });
});
