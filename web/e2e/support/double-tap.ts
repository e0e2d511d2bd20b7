/** What the double-tap scenarios share: a tap that lands twice, and the requests it made. */
import type { Locator, Page } from 'playwright-core';

/** Two clicks in one task: the second lands before any re-render can disable the button. */
export const doubleTap = (button: Locator) =>
  button.evaluate((element: { click(): void }) => {
    element.click();
    element.click();
  });

/** The requests of one method to paths matching `path`, from now on. */
export const requestsTo = (page: Page, method: string, path: RegExp): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
};
