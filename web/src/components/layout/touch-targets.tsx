/**
 * On a touch screen every control of the staff pages is at least 44 x 44 px (WCAG 2.5.5), whatever
 * size a page gave it for a mouse: the compact buttons, fields, menus and checkboxes included. A
 * plain style sheet, outside Chakra's cascade layers, so it wins over a recipe's height or minW
 * without `!important`. Mounted by the dashboard shell and the onboarding card (account set-up,
 * two-factor set-up, founder sign-up, password reset); the invitation pages and the login size their
 * own controls and do not carry it. `.chakra-button` is a Button rendered as a link (`asChild`).
 */
import { chakra } from '@chakra-ui/react';

const Styles = chakra('style');

const TOUCH_TARGET_CSS = `@media (pointer: coarse) {
  button, [role=button], .chakra-button, [role=menuitem], [role=option], [role=tab], select, textarea,
  input:not([type=checkbox], [type=radio], [type=hidden]) { min-height: 44px; }
  button, [role=button], .chakra-button { min-width: 44px; }
  label:has(> input[type=checkbox], > input[type=radio]) { min-height: 44px; align-items: center; }
}`;

export const TouchTargets = () => <Styles>{TOUCH_TARGET_CSS}</Styles>;
