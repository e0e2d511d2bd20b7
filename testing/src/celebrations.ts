/**
 * Badges are awarded by the stream handler a moment after an invitation is counted, so their
 * 'Congratulations!' dialog can open over any page. Tests about something else close it whenever it
 * shows (the celebration itself has its own test). A Playwright locator handler is not enough: it
 * runs only before an action, and while the modal is open everything behind it is aria-hidden, so a
 * polled `count()` of the list sees 0 for as long as the dialog stays. A page script closes it instead,
 * the way a person would, with its 'Thank you!' button (which also marks the badge celebrated).
 */
/** Runs in the page (a string: this file is compiled without the DOM's types). Add it with `page.addInitScript` or `context.addInitScript`. */
export const CLOSE_CELEBRATIONS_SCRIPT = `
new MutationObserver(() => {
  const dialog = document.querySelector('[data-testid="badge-celebration"]');
  if (!dialog || dialog.getAttribute('data-state') !== 'open') return;
  const thanks = Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent.trim() === 'Thank you!');
  if (thanks) thanks.click();
}).observe(document, { childList: true, subtree: true });
`;
