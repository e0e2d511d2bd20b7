/**
 * "Is this the same person?" for email addresses. One open invitation per person, the declined-record
 * memory, the suppression list and one profile per email all compare this canonical form, so
 * `Alice+x@Example.com`, `alice@example.com` and (for Gmail) `a.lice@gmail.com` are one person.
 * Mail still goes to the address exactly as it was typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export const canonicalEmail = (email: string): string => {
  const normalized = email.normalize('NFKC').trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  let local = normalized.slice(0, at);
  let domain = normalized.slice(at + 1).replace(/\.$/, '');
  // A plus tag (alice+news@) is a filter the mailbox owner chose, not another person.
  local = local.split('+')[0] || local;
  if (GMAIL_DOMAINS.has(domain)) {
    // Gmail ignores dots in the local part and treats googlemail.com as gmail.com.
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
};
