/**
 * A key value made of a fixed part and identifiers (`INVITATION#<id>`), written once and read both
 * ways: `of` builds it, `idOf` takes the identifier back out of a key read from the table, `start` is
 * what every such key begins with (a begins_with condition).
 */
export interface KeyTemplate {
  readonly start: string;
  of(...ids: string[]): string;
  idOf(value: string): string | undefined;
}

export const keyTemplate = (prefix: string): KeyTemplate => {
  const start = `${prefix}#`;
  return {
    start,
    of: (...ids) => `${start}${ids.join('#')}`,
    idOf: (value) => (value.startsWith(start) ? value.slice(start.length) : undefined),
  };
};
