import { BRAND_NAME } from '@safe-haven/shared/constants';
import { assertLinkOnSite } from '../../core/site-origin';
import { escapeHtml } from '../escape-html';

/** A plain, table-free layout that mail clients render consistently. Callers pass escaped HTML. */
export const emailLayout = (title: string, bodyHtml: string, options: { footer?: string } = {}): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f3ee;font-family:Georgia,'Times New Roman',serif;color:#1f2a24">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#7a6a4f;margin:0 0 24px">${escapeHtml(BRAND_NAME)}</p>
${bodyHtml}
${options.footer ? `<p style="font-size:12px;color:#6b6b6b;margin-top:40px">${escapeHtml(options.footer)}</p>` : ''}
</div></body></html>`;

/** A call-to-action button; it only ever links to the stage's own site. */
export const button = (href: string, label: string, siteOrigin: string): string => {
  assertLinkOnSite(href, siteOrigin);
  return `<p style="margin:32px 0"><a href="${escapeHtml(href)}" style="background:#1f3d2f;color:#ffffff;padding:14px 28px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif;font-size:16px">${escapeHtml(label)}</a></p>`;
};
