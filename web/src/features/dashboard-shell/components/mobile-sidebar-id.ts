/** The phone drawer's id, which the header's menu button controls (apart, so the drawer can load on demand). */
export const MOBILE_SIDEBAR_ID = 'dashboard-sidebar-drawer';
