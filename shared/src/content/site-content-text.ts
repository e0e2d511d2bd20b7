/** What the staff pages that read the brand's content say when it cannot be read (a module of its own: those pages carry no editor text). */
export const SITE_CONTENT_TEXT = {
  loadError: 'The content could not be loaded.',
  retry: 'Try again',
} as const;
