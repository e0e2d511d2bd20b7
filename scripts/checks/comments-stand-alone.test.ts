/**
 * Comments say why in their own words. A comment that cites a numbered section of a document the
 * repository does not hold, an issue of the tracker by its number, or names a procedure of the first
 * version's database, sends the reader somewhere they cannot go. This finds every comment of the source tree with TypeScript's parser (so
 * strings and URLs do not count) and fails on any; the patterns are SECTION_CITATION,
 * ISSUE_CITATION and FIRST_VERSION_PROCEDURES below.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../local/config';
import { sourceFilesIn } from './source-files';

const SCANNED = ['lambdas/src', 'shared/src', 'web/src', 'web/e2e', 'web/vite-plugins', 'web/build', 'infra', 'scripts', 'testing/src'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;

const SECTION_CITATION = /spec(ification)?\s+sections?\b|spec\s+\d|§|\bsections?\s+\d|\.md\s+section/i;
/** An issue or a task by its number: the tracker is not in the repository, and its numbers mean nothing in a year. */
const ISSUE_CITATION = /\b(issue|task)s?\s+#?\d+/i;
/** The first version's database procedures; the API's routes replaced them. */
const FIRST_VERSION_PROCEDURES =
  /\b(send_invitation_safely|delete_invitation_safely|delete_user_safely|submit_invitation_response|get_dashboard_invite_stats|get_leadgen_stats|get_unread_invitations_count|is_admin_user|invitations_(public|internal)_(get|respond))\b/;

export interface Finding {
  file: string;
  line: number;
  comment: string;
}

const sourceFiles = (dir: string): string[] => sourceFilesIn(dir, SOURCE);

/** Every comment of a file, by line, found by TypeScript's scanner (JSX text included). */
const commentsOf = (text: string, fileName: string): { line: number; comment: string }[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Set<number>();
  const found: { line: number; comment: string }[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, comment: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // Tokens too: a comment before a closing brace, or a JSX comment ({/* ... */}), belongs to no node.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return found;
};

const cites = (text: string) => SECTION_CITATION.test(text) || ISSUE_CITATION.test(text) || FIRST_VERSION_PROCEDURES.test(text);

/** The comment lines of `text` that cite a document section or a first-version procedure. */
export const commentsThatDoNotStandAlone = (text: string, file: string): Finding[] =>
  // Parsing is the slow part: only a file whose text matches at all is parsed.
  !cites(text)
    ? []
    : commentsOf(text, file).flatMap(({ line, comment }) =>
      comment.split('\n').flatMap((part, index) => (cites(part) ? [{ file, line: line + index, comment: part.trim() }] : [])));

describe('comments stand alone', () => {
  it('finds a section citation or a first-version procedure in a comment, and nothing in code or strings', () => {
    const sample = [
      '/** The invite flow (spec section 4): a success closes the form. */',
      "export const a = 'spec section 4 is a string, not a comment';",
      '// Capped at 99 (§9).',
      'export const b = 1; // see Section 9 of the staff document',
      '/**',
      ' * send_invitation_safely: one transaction.',
      ' */',
      'export const c = <div>{/* member flow (spec 2 and 4) */}</div>;',
      "export const d = 'https://example.com/#section-3'; // sections of the page, in order",
      '// Opens (issue 18): the first view.',
      "export const e = 'issue 18 in a string'; // an issue with the cache, no number",
    ].join('\n');
    expect(commentsThatDoNotStandAlone(sample, 'example.tsx').map((finding) => finding.line)).toEqual([1, 3, 4, 6, 8, 10]);
  });

  it('holds for every comment of the source tree', () => {
    const findings = SCANNED.flatMap(sourceFiles).flatMap((file) => commentsThatDoNotStandAlone(readFileSync(join(ROOT_DIR, file), 'utf8'), relative(ROOT_DIR, join(ROOT_DIR, file))));
    expect(findings.map(({ file, line, comment }) => `${file}:${line}: ${comment}`)).toEqual([]);
  }, 60_000);
});
