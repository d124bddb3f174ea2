import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every user-facing Spanish text the server can send, read from the sources: the string
 * and template literals of the server's non-test sources and of the sdk's schemas and rules
 * that look like a sentence (start with a capital, «, ¿, ¡ or a placeholder, contain a space and a
 * lowercase letter). A template's `${…}` parts become `{}`. Literals that are not messages to a
 * user (logs, `new Error(…)` for developers, SQL, imports, type positions) are skipped by position;
 * the few left that are not messages are named in `NOT_MESSAGES` by the test. The sdk's
 * RULE_MESSAGES (whose file also holds their translations) are read from the object by the test.
 */
export interface SourceMessage {
  text: string;
  /** Whether it has `{}` parts (a template). */
  template: boolean;
  where: string;
}

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The server's sources whose literals are messages; the rest speak to developers or operators. */
const SERVER_EXCLUDED = [
  /\.test\.ts$/,
  /^packages\/server\/src\/i18n\//, // the dictionaries and e-mail texts themselves
  /^packages\/server\/src\/seed\//, // demo content, not messages
  /^packages\/server\/src\/db\//, // migrations and SQL
  /^packages\/server\/src\/openapi\.ts$/, // the API reference (documentation, in Spanish)
  /^packages\/server\/src\/(config|main|index)\.ts$/, // operator console messages
  /^packages\/server\/src\/(seo|compression)\.ts$/, // robots.txt, sitemaps and headers: protocol text
  /^packages\/server\/src\/pageHead\.ts$/, // pages' head tags: Spanish pages, not API messages
];

/** zod's own issues, worded in every language in the file itself (errorMapFor). */
const SDK_EXCLUDED = ['packages/sdk/src/schemas/validation.ts'];

const SDK_SOURCES = [
  'packages/sdk/src/schemas',
  'packages/sdk/src/rules/password.ts',
  'packages/sdk/src/rules/visitWindow.ts',
];

function walk(path: string): string[] {
  if (path.endsWith('.ts')) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() || entry.name.endsWith('.ts') ? walk(join(path, entry.name)) : [],
  );
}

export function sourceFiles(): string[] {
  const server = walk(join(ROOT, 'packages/server/src')).filter((file) => {
    const rel = relative(ROOT, file);
    return !SERVER_EXCLUDED.some((re) => re.test(rel));
  });
  const sdk = SDK_SOURCES.flatMap((p) => walk(join(ROOT, p))).filter(
    (f) => !f.endsWith('.test.ts') && !SDK_EXCLUDED.includes(relative(ROOT, f)),
  );
  return [...server, ...sdk];
}

const SENTENCE = /^[«{¿¡A-ZÁÉÍÓÚÑ]/u;

/** True for a call whose literals are for developers: logs, console, `new Error`, `new TypeError`. */
function developerCall(node: ts.Node): boolean {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression))
    return ['Error', 'TypeError', 'RangeError'].includes(node.expression.text);
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    return /(^|\.)(log|console)\.\w+$/.test(callee) || /^(log|console)\.\w+$/.test(callee);
  }
  return false;
}

function skipped(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isLiteralTypeNode(at)) return true;
    if (ts.isTaggedTemplateExpression(at)) return true;
    if (developerCall(at)) return true;
  }
  const parent = node.parent;
  // An object key or an index ('a b': …, obj['a b']).
  if (parent && (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return true;
  return false;
}

/** The text of a template literal with each `${…}` as `{}` (nested templates are visited on their own). */
function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

export function sourceMessages(): SourceMessage[] {
  const found = new Map<string, SourceMessage>();
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = relative(ROOT, file);
    const visit = (node: ts.Node) => {
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) text = templateText(node);
      if (text !== null && !skipped(node)) {
        const trimmed = text.trim();
        if (SENTENCE.test(trimmed) && trimmed.includes(' ') && /\p{Ll}/u.test(trimmed) && !found.has(text)) {
          found.set(text, { text, template: text.includes('{}'), where });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found.values()];
}
