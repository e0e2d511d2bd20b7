/**
 * The public pages as a first visit gets them: prerendered HTML that reads without JavaScript,
 * hydration without errors or layout shift, and answers that are never sent by accident.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Audience } from '@safe-haven/shared/audiences';
import * as investorContent from '@safe-haven/shared/content/investor-invitation';
import * as landOwnerContent from '@safe-haven/shared/content/land-owner-invitation';
import * as memberContent from '@safe-haven/shared/content/member-invitation';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { ANSWER_FORM_TEXT } from '@safe-haven/shared/content/form-fields';
import { THANK_YOU, thankYouContent, thankYouPath } from '@safe-haven/shared/content/thank-you';
import type { InvitationFlowContent } from '@safe-haven/shared/content/types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { PLACEHOLDER_ATTRIBUTE, PLACEHOLDER_PAGES } from '@safe-haven/shared/site-pages';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { FIRST_PAINT_STYLES_ATTRIBUTE } from '../src/prerender/first-paint-styles';
import { useBrowser } from './support/browser';
import { answeredStatus, inviteByEmail } from './support/invitations';
import { focusOutlineContrast } from './support/layout-checks';
import { answerInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
const browsers = useBrowser();
let sender: TestUser;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Jamie', lastName: 'Cole' });
});

/** Every section title a content module declares (objects with an eyebrow and a title), and its answer section's. */
const sectionTitles = (module: Record<string, unknown>, flow: InvitationFlowContent): string[] => [
  ...Object.values(module)
    .filter((value): value is { eyebrow: string; title: string } => typeof value === 'object' && value !== null && 'eyebrow' in value && 'title' in value)
    .map((section) => section.title),
  flow.cta.title,
];

const PAGES: Record<Audience, { path: string; headings: string[]; welcome: string; decline: string; confirmDecline: string }> = {
  member: {
    path: '/invitation', headings: sectionTitles(memberContent, memberContent.MEMBER_FLOW),
    welcome: memberContent.MEMBER_FLOW.welcome.action, decline: memberContent.MEMBER_FLOW.answers.decline,
    confirmDecline: memberContent.MEMBER_FLOW.decline.action,
  },
  land_owner: {
    path: '/invitation/land-owners', headings: sectionTitles(landOwnerContent, landOwnerContent.LAND_OWNER_FLOW),
    welcome: landOwnerContent.LAND_OWNER_FLOW.welcome.action, decline: landOwnerContent.LAND_OWNER_FLOW.answers.decline,
    confirmDecline: landOwnerContent.LAND_OWNER_FLOW.decline.action,
  },
  investor: {
    path: '/invitation/investors', headings: sectionTitles(investorContent, investorContent.INVESTOR_FLOW),
    welcome: investorContent.INVESTOR_FLOW.welcome.action, decline: investorContent.INVESTOR_FLOW.answers.decline,
    confirmDecline: investorContent.INVESTOR_FLOW.decline.action,
  },
};

const decodeEntities = (text: string) =>
  text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The text of each h1-h3 in an HTML document, as a reader without JavaScript gets it. */
const headingsIn = (html: string): string[] =>
  [...html.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((match) => decodeEntities(match[1]!.replace(/<[^>]+>/g, '')).trim());

const fetchHtml = async (path: string) => {
  const response = await fetch(`${stack.urls.web}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

describe('prerendered HTML, without JavaScript', () => {
  it.each(Object.entries(PAGES))('the %s page holds every section heading, its styles and its meta', async (_audience, page) => {
    // Act
    const html = await fetchHtml(`${page.path}?token=${'a'.repeat(43)}`);
    // Assess
    expect(headingsIn(html)).toEqual(expect.arrayContaining(page.headings));
    expect(page.headings.length).toBeGreaterThanOrEqual(6);
    expect(html).toContain('<style data-emotion="css-global');
    // Only the global styles the first paint uses: no keyframes, no token nothing on the page names.
    expect(html).toContain(`<style ${FIRST_PAINT_STYLES_ATTRIBUTE}>`);
    expect(html).not.toContain('keyframes');
    expect(html).not.toContain('--sh-blurs-4xl');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('thank-you holds its title and next steps; the login shell its brand page; both keep their global styles whole', async () => {
    const thankYou = await fetchHtml('/thank-you');
    expect(headingsIn(thankYou)).toEqual([THANK_YOU.title, THANK_YOU.nextStepsTitle]);
    for (const step of THANK_YOU.nextSteps) expect(decodeEntities(thankYou)).toContain(step.title);
    const login = await fetchHtml('/');
    expect(login).toContain('<title>Staff Login | Safe Haven</title>');
    // They hydrate with Emotion adopting the sheet, and fit a connection's first round trip with it.
    for (const html of [thankYou, login]) {
      expect(html).not.toContain(FIRST_PAINT_STYLES_ATTRIBUTE);
      expect(html).toContain('--sh-blurs-4xl');
    }
    expect(login).toContain(AUTH_MESSAGES.checkingAuthentication);
  });

  it('any other route gets the empty SPA shell; the placeholder pages their placeholder', async () => {
    const html = await fetchHtml('/dashboard/admin/manage-users');
    expect(html).toContain('<div id="root"></div>');
    for (const page of PLACEHOLDER_PAGES) expect(await fetchHtml(page)).toContain(PLACEHOLDER_ATTRIBUTE);
  });
});

/** Sums layout shifts as CLS counts them (not after input), from before the first paint. Runs in the page. */
const LAYOUT_SHIFT_RECORDER = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;
const readLayoutShift = async (page: Page) => Number(await page.evaluate('window.__layoutShift'));
const focusedFieldName = (page: Page) => page.locator(':focus').getAttribute('name');

const FIRST_PAINT_STYLES_LEFT = `document.querySelectorAll('style[${FIRST_PAINT_STYLES_ATTRIBUTE}]').length`;

/**
 * How many style rules define the brand's darkest green, its value, one rule of the reset, a token
 * and a keyframes rule the prerendered HTML leaves out, and whether the HTML's cut of the styles is left.
 */
const GLOBAL_STYLES_IN_EFFECT = `(() => {
  const keyframes = (rules) => Array.from(rules).some((rule) => rule.type === CSSRule.KEYFRAMES_RULE && rule.name === 'spin' || (rule.cssRules && keyframes(rule.cssRules)));
  const count = (rules) => Array.from(rules).reduce((sum, rule) =>
    sum + (rule.style && rule.style.getPropertyValue('--sh-colors-brand-700') ? 1 : 0) + (rule.cssRules ? count(rule.cssRules) : 0), 0);
  return {
    tokenRules: Array.from(document.styleSheets).reduce((sum, sheet) => sum + count(sheet.cssRules), 0),
    brand700: getComputedStyle(document.documentElement).getPropertyValue('--sh-colors-brand-700').trim(),
    bodyMargin: getComputedStyle(document.body).margin,
    blur4xl: getComputedStyle(document.documentElement).getPropertyValue('--sh-blurs-4xl').trim(),
    spinKeyframes: Array.from(document.styleSheets).some((sheet) => keyframes(sheet.cssRules)),
    firstPaintStylesLeft: ${FIRST_PAINT_STYLES_LEFT},
  };
})()`;

const WHOLE_GLOBAL_STYLES = { tokenRules: 1, brand700: '#1f3d2f', bodyMargin: '0px', blur4xl: '64px', spinKeyframes: true, firstPaintStylesLeft: 0 };

/** Each key figure of the investor page at a width: on how many lines it runs, and which of its words are split. */
const keyFigureLines = async (width: number) => {
  const { link } = await inviteByEmail(stack, sender, 'investor');
  const { page } = await browsers.open({ width, mobile: width < 768 });
  await page.goto(link);
  await page.getByRole('button', { name: PAGES.investor.welcome }).click();
  return page.evaluate(`Array.from(document.querySelectorAll('dl dd')).map((dd) => {
    const linesOf = (range) => new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    const whole = document.createRange();
    whole.selectNodeContents(dd);
    const text = dd.firstChild;
    const brokenWords = [...dd.textContent.matchAll(/\\S+/g)].filter((word) => {
      const range = document.createRange();
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      return linesOf(range) > 1;
    }).map((word) => word[0]);
    return { text: dd.textContent, lines: linesOf(whole), brokenWords };
  })`) as Promise<{ text: string; lines: number; brokenWords: string[] }[]>;
};

describe('without JavaScript in the browser', () => {
  it.each(Object.keys(PAGES) as Audience[])('the %s page says how to answer instead of validating for ever', async (audience) => {
    const { link } = await inviteByEmail(stack, sender, audience);
    const { page } = await browsers.open({ mobile: true, javaScript: false });
    await page.goto(link);
    // What a reader sees (innerText skips what is not displayed); Playwright's text locators ignore <noscript>.
    const shown = await page.evaluate('document.body.innerText') as string;
    expect(shown).toContain(INVITEE_MESSAGES.javaScriptOff);
    expect(shown).not.toContain(INVITEE_MESSAGES.validating);
    expect(shown).toContain(PAGES[audience].headings[0]);
  });
});

describe('hydration', () => {
  it.each(Object.keys(PAGES) as Audience[])('the %s page hydrates without an error or a layout shift and fills in the names', async (audience) => {
    // Prepare
    const { link } = await inviteByEmail(stack, sender, audience);
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    await page.addInitScript(LAYOUT_SHIFT_RECORDER);
    // Act
    await page.goto(link);
    await page.getByRole('button', { name: PAGES[audience].welcome }).waitFor();
    await page.getByText('Prepared for Quinn Avery').waitFor({ state: 'attached' });
    // The rest of the global styles, linked with the scripts, completes the HTML's cut: every token and keyframes rule, once.
    await expect.poll(() => page.evaluate(`getComputedStyle(document.documentElement).getPropertyValue('--sh-blurs-4xl')`)).toBe('64px');
    // Assess: no error, no shift, and the prerendered sections are still there after the re-renders
    expect(consoleErrors).toEqual([]);
    expect(await readLayoutShift(page)).toBeLessThan(0.02);
    expect(await page.evaluate(GLOBAL_STYLES_IN_EFFECT)).toEqual({ ...WHOLE_GLOBAL_STYLES, firstPaintStylesLeft: 1 });
    await page.getByRole('button', { name: PAGES[audience].welcome }).click();
    for (const heading of PAGES[audience].headings) expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(1);
  });

  it.each(Object.keys(PAGES) as Audience[])('the %s page renders every section from a bare template too, as the dev server (npm start) serves it', async (audience) => {
    const { link } = await inviteByEmail(stack, sender, audience);
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    // The dev server has no prerendered HTML: the same page with an empty root and without the
    // prerender's styles. (By its path: the link's token is in the fragment, which a request never carries.)
    await page.route((url) => url.pathname === PAGES[audience].path, async (route) => {
      const html = await (await route.fetch()).text();
      const bare = html
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1')
        .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
        .replace(/ data-styles="[^"]*"/, '');
      await route.fulfill({ contentType: 'text/html', body: bare });
    });
    await page.goto(link);
    await page.getByRole('button', { name: PAGES[audience].welcome }).click();
    await page.getByText('Prepared for Quinn Avery').waitFor({ state: 'attached' });
    for (const heading of PAGES[audience].headings) expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(1);
    expect(await page.evaluate(GLOBAL_STYLES_IN_EFFECT)).toEqual(WHOLE_GLOBAL_STYLES);
    expect(consoleErrors).toEqual([]);
  });

  it.each([1440, 1280, 1024])('keeps every key figure of the investor page on one line at %i px', async (width) => {
    const figures = await keyFigureLines(width);
    expect(figures.length).toBeGreaterThan(3);
    expect(figures.filter((figure) => figure.lines > 1)).toEqual([]);
  });

  it.each([390, 320, 600, 740])('never breaks a key figure inside a word or number on a %i px phone', async (width) => {
    const figures = await keyFigureLines(width);
    expect(figures.length).toBeGreaterThan(3);
    expect(figures.flatMap((figure) => figure.brokenWords)).toEqual([]);
  });

  it.each([390, 320])('keeps a long name inside the phone screen at %i px, on one truncated line', async (width) => {
    const invitee = { firstName: 'Maximiliana-Josephine', lastName: 'Featherstonehaugh-Montgomery' };
    for (const audience of Object.keys(PAGES) as Audience[]) {
      const { link } = await inviteByEmail(stack, sender, audience, invitee);
      const { page } = await browsers.open({ mobile: true, width });
      await page.goto(link);
      await page.getByRole('button', { name: PAGES[audience].welcome }).click();
      await page.getByText(`Prepared for ${invitee.firstName}`).waitFor();
      // The hero clips what overflows it, so the page never scrolls sideways: measure its lines and buttons instead.
      const outside = await page.evaluate(`Array.from(document.querySelectorAll('section[aria-labelledby="invitation-title"] :is(h1, p, a)'))
        .filter((element) => !element.closest('[aria-hidden="true"]') && element.getBoundingClientRect().width > 0)
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((element) => element.tagName + ' ' + (element.textContent || '').slice(0, 30))`) as string[];
      expect(outside, audience).toEqual([]);
      const nameLine = await page.evaluate(`(() => {
        const line = Array.from(document.querySelectorAll('p')).find((p) => p.textContent.startsWith('Prepared for'));
        return { height: line.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(line).lineHeight) };
      })()`) as { height: number; lineHeight: number };
      expect(nameLine.height, audience).toBeLessThan(nameLine.lineHeight * 1.5);
      // The brand's name in the header stays whole too ("Safe / Haven" wrapped at 320 px).
      const brandLines = await page.evaluate(`Array.from(document.querySelectorAll('header span'))
        .find((span) => span.textContent === ${JSON.stringify(BRAND_NAME)}).getClientRects().length`);
      expect(brandLines, audience).toBe(1);
      await page.close();
    }
  });

  it.each([1440, 1024])('keeps a long name inside the invitation card at %i px, on at most two lines', async (width) => {
    const invitee = { firstName: 'Bartholomew-Alexander', lastName: 'Wolfeschlegelsteinhausen-Bergerdorff' };
    const { link } = await inviteByEmail(stack, sender, 'land_owner', invitee);
    const { page } = await browsers.open({ width });
    await page.goto(link);
    await page.getByRole('button', { name: PAGES.land_owner.welcome }).click();
    const card = await page.evaluate(`(() => {
      const name = Array.from(document.querySelectorAll('section[aria-labelledby="invitation-title"] p'))
        .find((p) => p.textContent.startsWith(${JSON.stringify(invitee.firstName)}) && p.getBoundingClientRect().width > 0);
      return { clipped: name.scrollWidth > name.clientWidth + 1, lines: name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight) };
    })()`) as { clipped: boolean; lines: number };
    expect(card.clipped).toBe(false);
    expect(card.lines).toBeLessThanOrEqual(2.05);
  });

  it('draws the hero buttons\' keyboard focus at 3:1 or more against the dark hero', async () => {
    const { link } = await inviteByEmail(stack, sender, 'member');
    const { page } = await browsers.open({ width: 1280 });
    await page.goto(link);
    await page.getByRole('button', { name: PAGES.member.welcome }).click();
    for (const name of ['Respond to your invitation', 'Learn more']) {
      const button = page.getByRole('link', { name });
      await button.focus();
      expect(await focusOutlineContrast(button), name).toBeGreaterThanOrEqual(3);
    }
  });

  it('never shows a decline the member\'s next steps while its own are being chosen', async () => {
    const declined = thankYouContent('land_owner', 'decline');
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    // The page's JavaScript is held back until the prerendered HTML has been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/assets/**/*.js', async (route) => {
      if (!route.request().url().includes('load-after-paint')) await released;
      await route.continue();
    });
    await page.goto(`${stack.urls.web}${thankYouPath('land_owner', 'decline')}`);
    await page.getByRole('heading', { name: THANK_YOU.title }).waitFor();
    expect(await page.getByText(THANK_YOU.nextSteps[1]!.description).isVisible()).toBe(false);
    expect(await page.getByText(THANK_YOU.body).isVisible()).toBe(false);
    release();
    await page.getByText(declined.nextSteps[0]!.title).waitFor();
    expect(await page.getByText(declined.body).isVisible()).toBe(true);
    expect(await page.getByText(THANK_YOU.nextSteps[1]!.description).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('does not greet with the welcome dialog someone who already went to the answers while the link was checked', async () => {
    const { link } = await inviteByEmail(stack, sender, 'member');
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    // The link check waits until the invitee has tapped "Respond to your invitation".
    let tapped!: () => void;
    const tappedBeforeCheck = new Promise<void>((resolve) => { tapped = resolve; });
    await page.route('**/api/public/invitations/read', async (route) => {
      await tappedBeforeCheck;
      await route.continue();
    });
    await page.goto(link);
    await page.getByRole('link', { name: 'Respond to your invitation' }).click();
    tapped();
    await page.getByText('Prepared for Quinn Avery').waitFor();
    expect(new URL(page.url()).hash).toBe('#respond');
    // The answers are there to use: the first dialog to open is the one the invitee asked for.
    await page.getByRole('button', { name: PAGES.member.decline }).click();
    await page.getByRole('button', { name: PAGES.member.confirmDecline }).waitFor();
    expect(await page.getByRole('button', { name: PAGES.member.welcome }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('thanks an invitee who opens the link again after answering, with no empty name placeholders', async () => {
    const { link, token, email } = await inviteByEmail(stack, sender, 'member');
    const answer = await answerInvitation(stack, token, { body: { form: 'member', answer: 'interested', name: 'Quinn Avery', email } });
    expect(answer.status).toBe(200);
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    await page.goto(link);
    await page.getByText('You have answered this invitation').waitFor();
    // It says which answer, and when.
    await page.getByText(/^We already have your answer: Interested, on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor({ state: 'attached' });
    // Nothing was refused: the notice thanks them and names who has their answer.
    await page.getByText(INVITEE_MESSAGES.answeredOnEarlierVisit('Jamie Cole')).waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: 'See your answer' }).count()).toBe(1);
    // No invitation to choose above the answer already given.
    expect(await page.getByText(memberContent.MEMBER_FLOW.cta.intro!).count()).toBe(0);
    // The server no longer sends the invitee's name: nothing waits for it.
    expect(await page.locator('section[aria-labelledby="invitation-title"] [data-placeholder]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('asks for its JavaScript only once the HTML has painted, within the site\'s CSP', async () => {
    const { link } = await inviteByEmail(stack, sender, 'investor');
    const { page } = await browsers.open({ mobile: true });
    await page.addInitScript(`window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI));`);
    const response = await page.goto(link);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Prepared for Quinn Avery').waitFor({ state: 'attached' });
    expect(await page.evaluate('window.__cspViolations')).toEqual([]);
    const timing = await page.evaluate(`(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance.getEntriesByType('resource').filter((entry) => /\\/assets\\/.*\\.js$/.test(entry.name) && !/load-after-paint/.test(entry.name)).map((entry) => entry.startTime),
    }))()`) as { paint?: number; scripts: number[] };
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
  });
});

/** Opens an invitation on a phone, past its welcome dialog, counting the answers the page sends. */
const openInvitation = async (audience: Audience) => {
  const invitation = await inviteByEmail(stack, sender, audience);
  const { page } = await browsers.open({ mobile: true });
  const answersSent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/response')) answersSent.push(request.postData() ?? '');
  });
  await page.goto(invitation.link);
  await page.getByRole('button', { name: PAGES[audience].welcome }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return { page, answersSent, ...invitation };
};

describe('a decline is never sent by accident', () => {
  it.each(Object.keys(PAGES) as Audience[])('%s: Escape, the close button, the backdrop and Go back send nothing; confirm sends one decline', async (audience) => {
    // Prepare
    const { page, answersSent, token } = await openInvitation(audience);
    const question = page.getByRole('alertdialog');
    const ask = async () => {
      await page.getByRole('button', { name: PAGES[audience].decline, exact: true }).click();
      await question.waitFor();
    };
    const expectClosedWithoutAnswer = async () => {
      await question.waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
      expect(answersSent).toEqual([]);
    };

    // Act and assess: every way back
    await ask();
    await page.keyboard.press('Escape');
    await expectClosedWithoutAnswer();
    await ask();
    await question.getByRole('button', { name: 'Close dialog' }).click();
    await expectClosedWithoutAnswer();
    await ask();
    await page.mouse.click(4, 4);
    await expectClosedWithoutAnswer();
    await ask();
    await question.getByRole('button', { name: 'Go back' }).click();
    await expectClosedWithoutAnswer();
    expect(await answeredStatus(stack, token)).toBe(false);

    // Act and assess: the confirmation sends exactly one decline
    await ask();
    await question.getByRole('button', { name: PAGES[audience].confirmDecline }).click();
    await question.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    // The link's token travels in the body, beside the answer.
    expect(answersSent.map((body) => JSON.parse(body) as unknown)).toEqual([{ token, form: 'decline' }]);
    expect(await answeredStatus(stack, token)).toBe(true);
  });
});

describe('the answer forms', () => {
  it('refuse a member\'s call request without a phone number, with a message, and send nothing', async () => {
    // Prepare
    const { page, answersSent, token } = await openInvitation('member');
    await page.getByRole('button', { name: memberContent.MEMBER_FLOW.answers.maybe }).click();
    const form = page.getByRole('dialog');
    await form.getByText('Schedule a call').click();
    // Act
    await form.getByRole('button', { name: ANSWER_FORM_TEXT.submit }).click();
    // Assess
    await form.getByText(INVITEE_MESSAGES.phoneRequiredForCall).waitFor();
    expect(await focusedFieldName(page)).toBe('phone');
    expect(answersSent).toEqual([]);
    expect(await answeredStatus(stack, token)).toBe(false);
  });

  it('keep what was typed when sending fails, and say in the form how else to reach the inviter', async () => {
    // Prepare: the answer reaches a server that fails
    const { page, answersSent } = await openInvitation('investor');
    await page.route('**/response', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.getByRole('button', { name: investorContent.INVESTOR_FLOW.answers.maybe }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^Telephone/).fill('(303) 555-0107');
    await form.getByLabel(/^Mailing Address/).fill('4 Pine St, Denver, CO');
    // Act
    await form.getByRole('button', { name: ANSWER_FORM_TEXT.submit }).click();
    // Assess
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(INVITEE_MESSAGES.submitError);
    expect(await alert.textContent()).toContain(INVITEE_MESSAGES.contactDirectly('Jamie Cole'));
    expect(await alert.textContent()).not.toContain(sender.email);
    expect(await form.getByLabel(/^Telephone/).inputValue()).toBe('(303) 555-0107');
    expect(answersSent).toHaveLength(1);
  });

  it('start on the first field to fill, never on a read-only pre-fill', async () => {
    const { page } = await openInvitation('land_owner');
    await page.getByRole('button', { name: landOwnerContent.LAND_OWNER_FLOW.answers.interested }).click();
    await page.getByRole('dialog').getByLabel(/^Phone/).waitFor();
    await expect.poll(() => focusedFieldName(page)).toBe('phone');
  });
});
