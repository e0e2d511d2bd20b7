/** 'Import CSV' (invitation-import.ts): its limits and the words the page and the handlers show, with no zod. */
/**
 * Rows one file may hold. The daily cap (200 a person by default) decides how many can be sent in a
 * day; a file of up to 500 still previews in one request (one GetItem per check, about 4 a row).
 */
export const MAX_IMPORT_ROWS = 500;
/** About 500 rows with a personal message each. */
export const MAX_IMPORT_BYTES = 512 * 1024;
/** Rows sent per request: the progress bar moves every few seconds, each request well inside the API's time. */
export const IMPORT_SEND_CHUNK = 10;

/** One row of the file, as written (trimmed), with its line number in the file (the header is line 1). */
export const INVITATION_IMPORT_MESSAGES = {
  button: 'Import CSV',
  title: 'Import invitations from a CSV file',
  intro:
    'One person a row, with a header row: first name and last name (or name), email, audience (Member, Land Owner or Investor) and message. Rows without a message get the one you write in the box below, which must then be filled in. Nothing is sent until you confirm.',
  fileLabel: 'CSV file',
  defaultMessageLabel: 'Personal message for rows without one',
  defaultMessageRequired: 'Write the message for the rows that have none, or add a message column.',
  preview: 'Preview',
  previewing: 'Checking...',
  send: (count: number) => `Send ${count} ${count === 1 ? 'invitation' : 'invitations'}`,
  sending: (done: number, total: number) => `Sending ${done} of ${total}...`,
  sent: (count: number) => `${count} ${count === 1 ? 'invitation' : 'invitations'} created. The emails go out through the outbox at the sending rate.`,
  nothingToSend: 'No row of this file can be sent.',
  fileRequired: 'Choose a CSV file.',
  tooLarge: `The file is too large: at most ${MAX_IMPORT_ROWS} rows and ${MAX_IMPORT_BYTES / 1024} KB.`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS} rows. Split it and import each part.`,
  empty: 'The file has no rows below its header.',
  missingColumns: (missing: string[]) => `The header row has no ${missing.join(', ')} column. Name the columns first name, last name (or name), email, audience and message (without a message column, every row takes the message written in the box).`,
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
  audienceInvalid: (value: string) => `Audience "${value}" is not one of Member, Land Owner, Investor.`,
  duplicate: (line: number) => `The same address is on line ${line}; only that row is sent.`,
  overDailyCap: (cap: number) => `Past your daily cap of ${cap} invitations: send this row tomorrow.`,
  failed: 'The import stopped',
} as const;
