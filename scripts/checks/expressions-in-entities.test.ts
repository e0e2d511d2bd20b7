/**
 * Only the entity modules (lambdas/src/data) spell DynamoDB expressions and key templates. A service
 * writes through an entity's typed builders (`invitationEntity.update(id).set(...).where(...)`) and
 * reads through its named access patterns, so a key or a condition changes in one place. This reads
 * every string of the scanned code with TypeScript's scanner (comments do not count) and fails,
 * naming file and line, on an expression string, an expression parameter or a key template.
 *
 * Scanned: the functions (lambdas/src) and the operations scripts (scripts/ops), which both write the
 * table in production. Not scanned: tests and the shared fixtures (testing/src), which write raw items
 * on purpose (a legacy shape, an expired link, a drifted counter: states the entity layer refuses to
 * produce), and the local launcher (scripts/local), which probes the local engine with its own client
 * before any function's environment exists.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../local/config';
import { sourceFilesIn } from './source-files';

const SCANNED = ['lambdas/src', 'scripts/ops'];
const ENTITY_MODULES = 'lambdas/src/data/';
const SOURCE = /\.ts$/;
const TEST = /\.test\.ts$/;

/** The request parameters that carry expressions and their placeholders. */
const EXPRESSION_PARAMETERS = new Set([
  'UpdateExpression', 'ConditionExpression', 'KeyConditionExpression', 'FilterExpression', 'ProjectionExpression',
  'ExpressionAttributeNames', 'ExpressionAttributeValues',
]);

/** Expression syntax: an update clause, a function of the expression language, or a comparison with a value placeholder. */
const EXPRESSION_TEXT = [
  /^\s*(SET|REMOVE|ADD|DELETE)\s+[#\w]/,
  /\b(attribute_exists|attribute_not_exists|attribute_type|begins_with|if_not_exists|list_append)\s*\(/,
  /[#\w.\]]\s*(=|<>|<=|>=|<|>)\s*:\w/,
  /\bIN\s*\(\s*:\w/,
];

/** A key template: a fixed upper-case part followed by '#', like `INVITATION#${id}` or 'STREAM#PARKED'. */
const KEY_TEMPLATE = /(^|[^\w])[A-Z][A-Z0-9_]*#/;

export interface Finding {
  file: string;
  line: number;
  kind: 'expression parameter' | 'expression string' | 'key template';
  text: string;
}

/** The findings in one file's text (its comments are not read). */
export const expressionsOutsideEntities = (text: string, file: string): Finding[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, kind: Finding['kind'], found: string) =>
    findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, kind, text: found.slice(0, 80) });
  const visit = (node: ts.Node) => {
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && EXPRESSION_PARAMETERS.has(node.name.getText(source))) {
      report(node, 'expression parameter', node.name.getText(source));
    }
    // Every piece of literal text: a whole string, or each fixed part of a template.
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
      ? node.text
      : undefined;
    if (literal !== undefined) {
      // An import path is not a string the table sees.
      const imported = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
      if (!imported && EXPRESSION_TEXT.some((pattern) => pattern.test(literal))) report(node, 'expression string', literal);
      else if (!imported && KEY_TEMPLATE.test(literal)) report(node, 'key template', literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
};

const sourceFiles = (dir: string): string[] => sourceFilesIn(dir, SOURCE).filter((file) => !TEST.test(file));

describe('expressions and key templates live in the entity modules', () => {
  it('finds expression parameters, expression strings and key templates, and nothing in comments, imports or plain text', () => {
    const sample = [
      "import { x } from './SOME#path';",
      '// SET status = :s, INVITATION#<id> in a comment is fine',
      "const a = { UpdateExpression: 'SET #status = :to', ConditionExpression: 'attribute_exists(pk)' };",
      'const b = `INVITATION#${id}`;',
      "const c = pk.slice('UNREAD#'.length);",
      "const d = 'invitationId = :id AND #state = :open';",
      'const e = { ExpressionAttributeValues };',
      "const f = 'Sent #3: 5 = five, see the SET of rules';",
      'const g = `${scope}#STATUS#${status}`;',
      "const h = `#status IN (:sent, :pending)`;",
    ].join('\n');
    expect(expressionsOutsideEntities(sample, 'example.ts').map(({ line, kind }) => `${line} ${kind}`)).toEqual([
      '3 expression parameter', '3 expression string', '3 expression parameter', '3 expression string',
      '4 key template', '5 key template', '6 expression string', '7 expression parameter', '9 key template', '10 expression string',
    ]);
  });

  it('holds for every service, processor and operations script', () => {
    const findings = SCANNED.flatMap(sourceFiles)
      .filter((file) => !file.startsWith(ENTITY_MODULES))
      .flatMap((file) => expressionsOutsideEntities(readFileSync(join(ROOT_DIR, file), 'utf8'), relative(ROOT_DIR, join(ROOT_DIR, file))));
    expect(findings.map(({ file, line, kind, text }) => `${file}:${line}: ${kind} ${JSON.stringify(text)}`)).toEqual([]);
  }, 60_000);
});
