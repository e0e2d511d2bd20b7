/**
 * Manage Users in Chromium: suspend, reactivate, role changes and delete take effect on the user's
 * next request; a demotion and a deletion ask first; pending invitations are resent and cancelled; filters and empty states.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { HEADER_TITLES, ROLE_LABELS } from '@safe-haven/shared/roles';
import { MANAGE_USERS_MESSAGES, SUSPEND_MESSAGES } from '@safe-haven/shared/team-messages';
import { USER_ACTIONS_MESSAGES } from '@safe-haven/shared/user-actions-messages';
import { dynamoClient } from '@safe-haven/testing/local-engines';
import { createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { inviteStaff } from '@safe-haven/testing/onboarding';
import { waitForEmail } from '@safe-haven/testing/mailbox';
import { nextSecond } from '@safe-haven/testing/next-second';
import { useBrowser } from './support/browser';
import { holdsFocus, isFocused, type InPageWindow } from './support/in-page';
import { elementsPastViewport, horizontalOverflow, smallTapTargets } from './support/layout-checks';
import { expectText, signInThroughUi, signInWithSession } from './support/staff';

const stack = inject('stack');
const browser = useBrowser();
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
});

const openManageUsers = async () => {
  const { page } = await browser.open();
  await signInWithSession(page, stack.urls.web, admin, '/dashboard/admin/manage-users');
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  return page;
};

/** A user's row of the table (desktop) or their card (phone). */
const userRow = (page: Page, email: string) => page.locator(`[data-user-email="${email}"]`);

const act = async (page: Page, user: TestUser, action: string) => {
  await page.getByLabel('Search').fill(user.email);
  await userRow(page, user.email).getByRole('button', { name: `Actions for ${user.firstName} ${user.lastName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

const signedInAs = async (user: TestUser) => {
  const { page } = await browser.open();
  await signInWithSession(page, stack.urls.web, user);
  return page;
};

/** The user's next request: a reload reads the profile from the server. */
const expectSignedOut = async (page: Page) => {
  await page.reload();
  await page.waitForURL(`${stack.urls.web}/`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
};

describe('changes take effect on the next request', () => {
  it('suspend asks first, then signs the user out; activate lets them back in', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Sam', lastName: 'Pause' });
    const userPage = await signedInAs(user);
    const page = await openManageUsers();

    // Suspend asks first, naming the person and what Activate will not give back; Cancel changes nothing.
    await act(page, user, 'Suspend');
    const confirmation = page.getByRole('alertdialog', { name: SUSPEND_MESSAGES.title('Sam Pause') });
    await confirmation.getByText(SUSPEND_MESSAGES.consequence('Sam Pause')).waitFor();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(await userRow(page, user.email).getByText('Active', { exact: true }).isVisible()).toBe(true);
    await act(page, user, 'Suspend');
    await confirmation.getByRole('button', { name: 'Suspend' }).click();
    await expectText(page, MANAGE_USERS_MESSAGES.userSuspended);
    const suspendedBy = Date.now();
    await userRow(page, user.email).getByText('Suspended').waitFor();
    await expectSignedOut(userPage);

    await act(page, user, 'Activate');
    await expectText(page, MANAGE_USERS_MESSAGES.userActivated);
    await userRow(page, user.email).getByText('Active', { exact: true }).waitFor();
    await nextSecond(suspendedBy); // A new session must start after the suspension's second.
    // Through the login screen: signing in again is what activation gives back.
    await signInThroughUi(userPage, stack.urls.web, user);
    await expectText(userPage, HEADER_TITLES.leadgen);
  });

  it('a role change: promoted in one click, the next page load shows the new role; demoted after a confirmation, the next call is refused and the page follows', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Rory', lastName: 'Shift' });
    const userPage = await signedInAs(user);
    const page = await openManageUsers();

    await act(page, user, 'Make Founder');
    await expectText(page, MANAGE_USERS_MESSAGES.roleUpdated);
    await userRow(page, user.email).getByText('Founder').waitFor();
    await page.getByLabel('Search').fill(user.email);
    await userRow(page, user.email).getByRole('button', { name: /Actions for/ }).click();
    expect(await page.getByRole('menuitem', { name: 'Make Founder' }).getAttribute('data-disabled')).not.toBeNull();
    await page.keyboard.press('Escape');

    await userPage.reload();
    // waitFor alone: the tab's live connection may re-render the header as it reconnects.
    await userPage.getByText(HEADER_TITLES.founder).first().waitFor();
    await userPage.goto(`${stack.urls.web}/dashboard/admin/add-users`);
    await userPage.getByRole('heading', { name: 'Invite New User' }).waitFor();

    // A demotion asks first, naming the person and the new role, with Cancel focused: Enter keeps the role.
    await act(page, user, 'Make Lead Gen');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: MANAGE_USERS_MESSAGES.demoteTitle('Rory Shift', ROLE_LABELS.leadgen) }).waitFor();
    await expectText(page, MANAGE_USERS_MESSAGES.demoteConsequence('Rory Shift', ROLE_LABELS.founder, ROLE_LABELS.leadgen));
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await userRow(page, user.email).getByText('Founder').waitFor();
    await userPage.reload();
    await expectText(userPage, HEADER_TITLES.founder);

    await act(page, user, 'Make Lead Gen');
    await dialog.getByRole('button', { name: 'Make Lead Gen' }).click();
    await expectText(page, MANAGE_USERS_MESSAGES.roleUpdated);
    await userRow(page, user.email).getByText(ROLE_LABELS.leadgen).waitFor();
    // Still on the page it may no longer use: the page says so at once when its live connection is
    // closed and it reads the profile again; if it has not yet, its next call is refused and the
    // guard says so. Either way it reads "Access Denied" on that page, then goes home (the notice is
    // gone once the dashboard renders, so it is awaited before the address changes).
    const refused = userPage.getByText(AUTH_MESSAGES.noPagePermission);
    const toldAtOnce = await refused.waitFor({ timeout: 5000 }).then(() => true, () => false);
    if (!toldAtOnce) {
      // Short timeouts: if the notice comes meanwhile, the form is gone and the notice is what counts.
      const sendOneMore = async () => {
        await userPage.getByLabel('First Name').fill('Too', { timeout: 2000 });
        await userPage.getByLabel('Last Name').fill('Late', { timeout: 2000 });
        await userPage.getByLabel('Email').fill(`too-late-${Date.now()}@staff.test`, { timeout: 2000 });
        await userPage.getByLabel('Role').selectOption('leadgen', { timeout: 2000 });
        await userPage.getByRole('button', { name: 'Send Invitation' }).click({ timeout: 2000 });
      };
      await sendOneMore().catch(() => undefined);
      await refused.waitFor();
    }
    await userPage.waitForURL(`${stack.urls.web}/dashboard`);
    await expectText(userPage, HEADER_TITLES.leadgen);
  });

  it('delete asks first, then the user is out and cannot sign in again', async () => {
    const user = await createStaffUser(stack, { role: 'founder', firstName: 'Dell', lastName: 'Gone' });
    const userPage = await signedInAs(user);
    const page = await openManageUsers();

    await act(page, user, 'Delete User');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: MANAGE_USERS_MESSAGES.deleteTitle }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await userRow(page, user.email).getByText('Active', { exact: true }).waitFor();

    await act(page, user, 'Delete User');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click();
    await expectText(page, MANAGE_USERS_MESSAGES.userDeleted);
    // The row stays, by name (their invitations keep a sender), without the email: it was erased.
    await page.getByLabel('Search').fill(`${user.firstName} ${user.lastName}`);
    await page.locator('tr', { hasText: `${user.firstName} ${user.lastName}` }).getByText('Deleted').waitFor();
    expect(await page.locator('main').getByText(user.email).count()).toBe(0);

    await expectSignedOut(userPage);
    await userPage.getByLabel('Email').fill(user.email);
    await userPage.getByLabel('Password', { exact: true }).fill(user.password);
    await userPage.getByRole('button', { name: 'Login' }).click();
    await expectText(userPage, 'Incorrect email or password.');
  });

  it('the last active admin cannot demote themself', async () => {
    const page = await openManageUsers();
    // On this stack other admins exist; the roster is what decides, so make this admin its only member.
    const documentClient = DynamoDBDocumentClient.from(dynamoClient(stack.config));
    await documentClient.send(new UpdateCommand({
      TableName: stack.config.tableName, Key: { pk: 'ROSTER#ACTIVE_ADMINS', sk: 'ROSTER' },
      UpdateExpression: 'SET ids = :ids, entity = :entity', ExpressionAttributeValues: { ':ids': new Set([admin.id]), ':entity': 'admin-roster' },
    }));
    await act(page, admin, 'Make Lead Gen');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make Lead Gen' }).click();
    await expectText(page, MANAGE_USERS_MESSAGES.failedToUpdateRole);
    await expectText(page, MANAGE_USERS_MESSAGES.lastAdmin);
  });

  it('says at once, without asking first, that the team\'s only active admin cannot be suspended, demoted or deleted', async () => {
    const { page } = await browser.open();
    // The list as a team with one active admin shows it (this stack has many): the others suspended.
    await page.route('**/api/admin/users', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { users: { id: string; role: string; status: string }[] };
      const users = body.users.map((user) => (user.role === 'admin' && user.status === 'active' && user.id !== admin.id ? { ...user, status: 'suspended' } : user));
      await route.fulfill({ response, json: { ...body, users } });
    });
    const changesSent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/admin/users/')) changesSent.push(request.method());
    });
    await signInWithSession(page, stack.urls.web, admin, '/dashboard/admin/manage-users');
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    for (const [action, title] of [
      ['Suspend', MANAGE_USERS_MESSAGES.failedToSuspend],
      ['Make Lead Gen', MANAGE_USERS_MESSAGES.failedToUpdateRole],
      ['Delete User', MANAGE_USERS_MESSAGES.failedToDelete],
    ] as const) {
      await act(page, admin, action);
      const toast = page.getByTestId('toast').filter({ hasText: title });
      await expect.poll(() => toast.textContent(), { message: action }).toContain(MANAGE_USERS_MESSAGES.lastAdmin);
      expect(await page.getByRole('alertdialog').count(), `${action} asks nothing`).toBe(0);
    }
    expect(changesSent).toEqual([]);
  });
});

const ACTIONS_MENU_CHUNK = /\/assets\/user-actions-menu-[\w-]+\.js$/;

/** Holds the actions menu's chunk (user-actions-menu-<hash>.js) until the returned function is called. */
const holdActionsMenu = async (page: Page) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ACTIONS_MENU_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

describe('the actions menu, loaded on demand', () => {
  it('opens from a click made before its code arrived, with focus in it, and its items work from the keyboard', async () => {
    const { page } = await browser.open();
    await signInWithSession(page, stack.urls.web, admin);
    const release = await holdActionsMenu(page);
    await page.goto(`${stack.urls.web}/dashboard/admin/manage-users`);
    const name = `${admin.firstName} ${admin.lastName}`;
    const actions = userRow(page, admin.email).getByRole('button', { name: `Actions for ${name}` });
    await actions.waitFor();
    const standIn = (await actions.boundingBox())!;
    await actions.click();
    expect(await page.getByRole('menu').count()).toBe(0);

    release();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // The trigger that replaced the stand-in is the same size, and focus went into the menu as a normal open does.
    const trigger = (await actions.boundingBox())!;
    expect({ width: trigger.width, height: trigger.height }).toEqual({ width: standIn.width, height: standIn.height });
    await expect.poll(() => menu.evaluate((element) => element.contains((globalThis as unknown as InPageWindow).document.activeElement))).toBe(true);

    // End highlights Delete User, the last item; one up is Account History, which Enter opens.
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog');
    await history.getByRole('heading', { name: `Account History: ${name}` }).waitFor();
    await expect.poll(() => holdsFocus(history)).toBe(true);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });
  });

  it('opens only the last of two rows clicked while its code was on the way', async () => {
    const other = await createStaffUser(stack, { role: 'leadgen', firstName: 'Wait', lastName: 'Twice' });
    const { page } = await browser.open();
    await signInWithSession(page, stack.urls.web, admin);
    const release = await holdActionsMenu(page);
    await page.goto(`${stack.urls.web}/dashboard/admin/manage-users`);
    const first = userRow(page, admin.email).getByRole('button', { name: `Actions for ${admin.firstName} ${admin.lastName}` });
    const last = userRow(page, other.email).getByRole('button', { name: `Actions for ${other.firstName} ${other.lastName}` });
    await first.click();
    await last.click();
    release();
    await page.getByRole('menu').waitFor();
    // The other user is active and a lead generator: their menu is the one with Make Lead Gen disabled.
    expect(await page.getByRole('menu').count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Make Lead Gen' }).getAttribute('data-disabled')).not.toBeNull();
    expect(await last.getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when its code cannot be fetched, and the next click fetches it again', async () => {
    const { page } = await browser.open();
    await signInWithSession(page, stack.urls.web, admin);
    let offline = true;
    await page.route(ACTIONS_MENU_CHUNK, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${stack.urls.web}/dashboard/admin/manage-users`);
    const actions = userRow(page, admin.email).getByRole('button', { name: `Actions for ${admin.firstName} ${admin.lastName}` });
    await actions.waitFor();
    await actions.click();
    await expectText(page, USER_ACTIONS_MESSAGES.menuUnavailable);
    expect(await page.getByRole('menu').count()).toBe(0);

    offline = false;
    await actions.click();
    await page.getByRole('menuitem', { name: 'Account History' }).waitFor();
  });
});

describe('the dialogs an action opens', () => {
  it('give focus back to the row\'s Actions button when they close, after a pointer chose the item', async () => {
    const other = await createStaffUser(stack, { role: 'leadgen', firstName: 'Focus', lastName: 'Return' });
    const page = await openManageUsers();
    await page.getByLabel('Search').fill(other.email);
    const actions = userRow(page, other.email).getByRole('button', { name: `Actions for ${other.firstName} ${other.lastName}` });
    for (const [item, dialog] of [['Delete User', 'alertdialog'], ['Send Password Reset', 'alertdialog'], ['Account History', 'dialog']] as const) {
      await actions.click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect.poll(() => holdsFocus(page.getByRole(dialog)), { message: `${item} takes focus` }).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole(dialog).waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(actions), { message: `focus after ${item}` }).toBe(true);
    }
  });
});

describe('invited users', () => {
  it('resends, asks before cancelling, and shows expired dates in red', async () => {
    const adminToken = await signIn(stack, admin);
    const pending = await inviteStaff(stack, adminToken, { role: 'leadgen', firstName: 'Penny', lastName: 'Ding' });
    const expired = await inviteStaff(stack, adminToken, { role: 'founder', firstName: 'Old', lastName: 'Link' });
    await DynamoDBDocumentClient.from(dynamoClient(stack.config)).send(new UpdateCommand({
      TableName: stack.config.tableName, Key: { pk: `STAFF_INVITATION#${expired.invitationId}`, sk: 'STAFF_INVITATION' },
      UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 86_400_000).toISOString() },
    }));
    const page = await openManageUsers();
    const invited = page.getByRole('table', { name: 'Invited users' });
    const expiredRow = invited.getByRole('row').filter({ hasText: expired.email });
    await expiredRow.getByText('(expired)').waitFor();

    const row = invited.getByRole('row').filter({ hasText: pending.email });
    await row.getByRole('button', { name: 'Resend Invitation' }).click();
    await expectText(page, MANAGE_USERS_MESSAGES.invitationResent);
    await waitForEmail(stack.urls.mailbox, pending.email, 2);

    await row.getByRole('button', { name: 'Cancel Invitation' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: MANAGE_USERS_MESSAGES.cancelTitle }).waitFor();
    await dialog.getByRole('button', { name: MANAGE_USERS_MESSAGES.keepInvitation }).click();
    expect(await row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Cancel Invitation' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Invitation' }).click();
    await expectText(page, MANAGE_USERS_MESSAGES.invitationCancelled);
    await row.waitFor({ state: 'detached' });
  });

  it('keeps each row\'s actions in view on a phone, however wide the table, with 44 px items', async () => {
    const { page } = await browser.open({ mobile: true });
    await signInWithSession(page, stack.urls.web, admin, '/dashboard/admin/manage-users');
    const actions = userRow(page, admin.email).getByRole('button', { name: `Actions for ${admin.firstName} ${admin.lastName}` });
    await actions.waitFor();
    const viewport = page.viewportSize()!;
    const box = (await actions.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // Usable without scrolling the table sideways.
    await actions.click();
    await page.getByRole('menuitem', { name: 'Make Admin' }).waitFor();
    // And each of its items a 44 px tap target, as the button.
    const itemHeights = await page.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(itemHeights.length).toBeGreaterThan(4);
    // Half a pixel for the layout's rounding, as smallTapTargets allows (support/layout-checks.ts).
    expect(Math.min(...itemHeights)).toBeGreaterThanOrEqual(43.5);
  });

  it('filters both tables and says when nothing matches', async () => {
    const page = await openManageUsers();
    await page.getByLabel('Search').fill('no-such-person-anywhere');
    await expectText(page, MANAGE_USERS_MESSAGES.noUsersFound);
    await expectText(page, MANAGE_USERS_MESSAGES.noPendingInvitations);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await userRow(page, admin.email).waitFor();
    await page.getByLabel('Role').selectOption('founder');
    expect(await userRow(page, admin.email).count()).toBe(0);
  });
});

describe('on a phone', () => {
  it('shows each user whole at 375 px, as a card with every column and a tappable actions menu', async () => {
    const user = await createStaffUser(stack, {
      role: 'leadgen', firstName: 'Maximiliana', lastName: 'Featherstonehaugh', email: `maximiliana.featherstonehaugh-${Date.now()}@long-domain-name.test`,
    });
    const { page } = await browser.open({ mobile: true, width: 375 });
    await signInWithSession(page, stack.urls.web, admin, '/dashboard/admin/manage-users');
    await page.getByLabel('Search').fill(user.email);
    const entry = userRow(page, user.email);
    await entry.waitFor();
    await page.evaluate('document.fonts.ready');
    expect({ overflow: await horizontalOverflow(page), past: await elementsPastViewport(page) }).toEqual({ overflow: 0, past: [] });
    // Every column of the table, on the screen without scrolling sideways.
    for (const text of [`${user.firstName} ${user.lastName}`, user.email, 'Lead Generator', 'Active', 'Two-Factor', 'Invitations Sent', 'Created']) {
      const box = (await entry.getByText(text, { exact: true }).first().boundingBox())!;
      expect({ text, inView: box.x >= 0 && box.x + box.width <= 375 }).toEqual({ text, inView: true });
    }
    const actions = entry.getByRole('button', { name: `Actions for ${user.firstName} ${user.lastName}` });
    const actionsBox = (await actions.boundingBox())!;
    expect(Math.min(actionsBox.width, actionsBox.height)).toBeGreaterThanOrEqual(44);
    await actions.tap();
    await page.getByRole('menuitem', { name: 'Make Founder' }).waitFor();
    await page.getByRole('menuitem', { name: 'Delete User' }).waitFor();
    // The page, the search and the menu's items included, is made of 44 px targets.
    expect(await smallTapTargets(page)).toEqual([]);
  });

  it('shows a pending invitation whole at 375 px, with Resend and Cancel as 44 px buttons', async () => {
    const pending = await inviteStaff(stack, await signIn(stack, admin), { role: 'founder', firstName: 'Bartholomew', lastName: 'Longinvitation' });
    const { page } = await browser.open({ mobile: true, width: 375 });
    await signInWithSession(page, stack.urls.web, admin, '/dashboard/admin/manage-users');
    await page.getByLabel('Search').fill(pending.email);
    const card = page.getByRole('list', { name: 'Invited users' }).getByRole('listitem', { name: 'Bartholomew Longinvitation' });
    await card.waitFor();
    await page.evaluate('document.fonts.ready');
    expect({ overflow: await horizontalOverflow(page), past: await elementsPastViewport(page) }).toEqual({ overflow: 0, past: [] });
    for (const text of ['Bartholomew Longinvitation', pending.email, 'Founder', 'Invited', 'Expires']) {
      const box = (await card.getByText(text, { exact: true }).first().boundingBox())!;
      expect({ text, inView: box.x >= 0 && box.x + box.width <= 375 }).toEqual({ text, inView: true });
    }
    for (const name of ['Resend Invitation', 'Cancel Invitation']) {
      const box = (await card.getByRole('button', { name }).boundingBox())!;
      expect({ name, tall: box.height >= 44 }).toEqual({ name, tall: true });
    }
    await card.getByRole('button', { name: 'Resend Invitation' }).tap();
    await expectText(page, MANAGE_USERS_MESSAGES.invitationResent);
  });
});
