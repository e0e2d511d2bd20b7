/** The founder's Enter Invite Code step never sits disabled without a word: an empty Continue says what is missing. */
import { describe, expect, inject, it } from 'vitest';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { ONBOARDING_PATHS } from '@safe-haven/shared/paths';
import { useBrowser } from './support/browser';
import { expectText } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();

describe('Enter Invite Code', () => {
  it('lets Continue be pressed with no code and names the missing code on the outlined field', async () => {
    const { page } = await browsers.open();
    await page.goto(`${stack.urls.web}${ONBOARDING_PATHS.founderSignup}`);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isEnabled()).toBe(true);
    await continueButton.click();
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.codeRequired);
    expect(await page.getByLabel('Invite Code').getAttribute('aria-invalid')).toBe('true');
  });
});
