/** Educate Myself in Chromium: every topic, the search on question and answer in any case, the accordion, keyboard and phone. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EDUCATE_MYSELF_PAGE, FAQ_TOPICS, faqEmptyMessage, investmentParagraphs } from '@safe-haven/shared/content/educate-myself';
import { formatUsd } from '@safe-haven/shared/content/format';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise-page';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { CURRENT_RAISE_TERMS } from '@safe-haven/lambdas/company/current-raise-terms';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { useBrowser } from './support/browser';
import { horizontalOverflow, smallTapTargets } from './support/layout-checks';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let founder: TestUser;

beforeAll(async () => {
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fay', lastName: 'Moss' });
});

const open = async (options: { mobile?: boolean; width?: number } = {}, beforeOpening?: (page: Page) => Promise<void>) => {
  const { page } = await browsers.open(options);
  await signInWithSession(page, stack.urls.web, founder);
  await beforeOpening?.(page);
  await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.educateMyself}`);
  await page.getByRole('heading', { name: EDUCATE_MYSELF_PAGE.title, level: 1 }).waitFor();
  return page;
};

const questions = (page: Page) => page.locator('[data-scope=accordion][data-part=item-trigger]').allInnerTexts();
const search = (page: Page) => page.getByRole('searchbox', { name: EDUCATE_MYSELF_PAGE.searchLabel });
const expanded = async (page: Page) =>
  (await page.locator('[data-scope=accordion][data-part=item-trigger][aria-expanded=true]').allInnerTexts());

describe('Educate Myself', () => {
  it('lists every topic under its own title, all closed', async () => {
    const page = await open();
    expect(await page.title()).toBe('Educate Myself | Safe Haven');
    expect(await search(page).getAttribute('placeholder')).toBe('Search topics...');
    expect(await questions(page)).toEqual(FAQ_TOPICS.map((topic) => topic.question));
    expect(await expanded(page)).toEqual([]);
  });

  it('finds topics by question and by answer in any case, and says when nothing matches', async () => {
    const page = await open();
    await search(page).fill('MiSsIoN');
    await expect.poll(() => questions(page)).toEqual(['What is our mission?']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'topics' }).innerText()).toBe(`1 of ${FAQ_TOPICS.length} topics`);

    // 'perimeters' appears only in the preparedness answer, never in a question.
    await search(page).fill('PERIMETERS');
    await expect.poll(() => questions(page)).toEqual(['What does preparedness mean here?']);
    await search(page).fill('satellite properties');
    await expect.poll(() => questions(page)).toEqual(['What types of properties will there be?']);

    await search(page).fill('helicopter pad');
    await page.getByText(faqEmptyMessage('helicopter pad'), { exact: true }).waitFor();
    expect(await questions(page)).toEqual([]);

    await search(page).fill('');
    await expect.poll(() => questions(page)).toHaveLength(FAQ_TOPICS.length);
  });

  it('opens one topic at a time and closes the open one again, by keyboard alone', async () => {
    const page = await open();
    await search(page).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toEqual([FAQ_TOPICS[0]!.question]);
    await expect.poll(() => page.getByRole('region', { name: FAQ_TOPICS[0]!.question }).innerText()).toContain(FAQ_TOPICS[0]!.paragraphs[0]!);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toEqual([FAQ_TOPICS[1]!.question]);

    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toEqual([]);
  });

  it('fits a 375 px phone with 44 px targets', async () => {
    const page = await open({ mobile: true, width: 375 });
    await page.locator('[data-scope=accordion][data-part=item-trigger]').first().tap();
    await expect.poll(() => expanded(page)).toHaveLength(1);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
  });

  it('answers the investment question with the raise\'s terms read from the API, and finds it by them', async () => {
    const page = await open();
    const investment = FAQ_TOPICS.find((topic) => topic.id === 'investment')!;
    await page.getByRole('button', { name: investment.question }).click();
    const answer = page.getByRole('region', { name: investment.question });
    for (const paragraph of investmentParagraphs(CURRENT_RAISE_TERMS)) await answer.getByText(paragraph).waitFor();
    await search(page).fill(formatUsd(CURRENT_RAISE_TERMS.preMoneyValuationUsd));
    await expect.poll(() => questions(page)).toEqual([investment.question]);
  });

  it('holds a skeleton in the investment answer while the terms load, then says when they cannot be read', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let failing = true;
    const page = await open({}, (page) => page.route('**/api/company/current-raise', async (route) => {
      if (!failing) return route.continue();
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error' }) });
    }));
    const investment = FAQ_TOPICS.find((topic) => topic.id === 'investment')!;
    await page.getByRole('button', { name: investment.question }).click();
    const answer = page.getByRole('region', { name: investment.question });
    await answer.getByTestId('raise-skeleton').waitFor();
    release();
    await answer.getByText(CURRENT_RAISE_PAGE.loadError).waitFor();
    failing = false;
    await answer.getByRole('button', { name: CURRENT_RAISE_PAGE.retry }).click();
    await answer.getByText(investmentParagraphs(CURRENT_RAISE_TERMS)[0]!).waitFor();
  });
});
