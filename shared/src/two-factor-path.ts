/**
 * Where an admin or founder whose second factor is due sets it up. In a module of its own: the API
 * client, which the public pages share, reads it without pulling in the app's other paths.
 */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';
