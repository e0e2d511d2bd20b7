/**
 * An answer form's draft, kept for the browser session (sessionStorage) so a reload, the browser's
 * Back or a closed form does not lose what the invitee typed. It is keyed by the invitation, not by
 * the link's token: the key is a SHA-256 of the token with a purpose prefix, so storage never holds a
 * working link (nor the hash the server looks the link up by). A successful answer clears it.
 */
import type { FormDraft } from '../../../hooks/use-form';

const PREFIX = 'safe-haven.answer-draft.';

export const answerDraftKey = async (token: string): Promise<string | undefined> => {
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`answer-draft:${token}`));
    return PREFIX + [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 32);
  } catch {
    // No Web Crypto (an insecure context): no draft, the form still works.
    return undefined;
  }
};

export const readAnswerDraft = (key: string | undefined): Record<string, string> => {
  if (!key) return {};
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
};

export const saveAnswerDraft = (key: string | undefined, values: Record<string, string>): void => {
  if (!key) return;
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused (a private window): the draft lasts as long as the form.
  }
};

export const clearAnswerDraft = (key: string | undefined): void => {
  if (!key) return;
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
};

/** The draft of the form keyed so, for useForm; none without a key. */
export const answerDraft = (key: string | undefined): FormDraft | undefined =>
  key ? { read: () => readAnswerDraft(key), save: (values) => saveAnswerDraft(key, values) } : undefined;
