/**
 * A row's actions menu, then one of its items, until what the item opens shows. Under load a live
 * update may re-render the table between the menu opening and the click, closing the menu and
 * losing the choice; a person would open it again, and so does this (three tries).
 */
import type { Locator, Page } from 'playwright-core';

export const chooseRowAction = async (page: Page, actionsButton: Locator, item: string, opens: Locator): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    await actionsButton.click();
    try {
      await page.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
      await opens.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
};
