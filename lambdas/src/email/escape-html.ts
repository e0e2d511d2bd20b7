const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything a person typed is escaped before it enters an HTML email. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Escaped, with the writer's line breaks kept. */
export const escapeMultiline = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');
