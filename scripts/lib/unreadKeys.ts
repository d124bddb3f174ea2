/**
 * Build-time only: drops from a module's object literals what a browser bundle never reads, before
 * the bundler sees it. The sdk's endpoint table also feeds the OpenAPI document, the README's call
 * table and the server's per-call rules; a client reads an entry's method, path, answer schema and
 * client options, and of its `query` and `body` only whether it has one (the server validates them).
 * The portal's build and the widgets' embed build apply `CONTRACT_UNREAD_KEYS` to it.
 */
import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';

/** What a build drops from a module's object literals. */
export interface UnreadKeys {
  module: RegExp;
  /** Properties dropped when their value is inert (texts, names, literals). */
  drop: ReadonlySet<string>;
  /** Properties whose value is read only as "present": it becomes `true`, what it named may be tree-shaken. */
  flag?: ReadonlySet<string>;
  /** Only in the object literal passed to a call of this function (not in the objects its values make). */
  within?: string;
  /**
   * The groups of the table `const <table> = { group: {…}, … }` a bundle calls: every other group
   * goes whole, and with it the answer schemas only it names.
   */
  groups?: { table: string; keep: ReadonlySet<string> };
}

/**
 * The endpoint table (and the group kept in a module of its own for the calendar's chunk): the
 * texts of the OpenAPI document and the README, the server's access rules and per-call policies go,
 * and the request schemas, which only the server and the forms that import them use. About 7 KB
 * gzip of every page that calls the API.
 */
export const CONTRACT_UNREAD_KEYS: UnreadKeys = {
  module: /\/packages\/sdk\/src\/contract\/(endpoints|availabilityEndpoints)\.ts$/,
  drop: new Set([
    'spec',
    'summary',
    'description',
    'tag',
    'note',
    'signature',
    'access',
    'owner',
    'partner',
    'errors',
    'changesSearch',
    'noStore',
  ]),
  flag: new Set(['query', 'body']),
  within: 'endpoint',
};

/** A Vite plugin applying each entry of `list` to the modules it names, in production builds. */
export function stripUnreadKeysPlugin(list: readonly UnreadKeys[]): Plugin {
  return {
    name: 'convive-strip-unread-keys',
    apply: 'build',
    transform(code, id) {
      const keys = list.find(({ module }) => module.test(id.split('?')[0] ?? ''));
      if (!keys) return null;
      return { code: stripUnreadKeys(code, keys, id), map: null };
    },
  };
}

/** A value made of texts, names and literals only: dropping it drops no side effect. */
function isInert(node: ESTree.Expression | ESTree.SpreadElement | null): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return node.expressions.every(isInert);
    case 'BinaryExpression':
      return node.operator === '+' && isInert(node.left) && isInert(node.right);
    case 'ArrayExpression':
      return node.elements.every((element) => element?.type !== 'SpreadElement' && isInert(element));
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.kind === 'init' &&
          isInert(property.value),
      );
    default:
      return false;
  }
}

/** A `named(…)` call or a name: what a `flag` key's value may be to become `true`. */
function isNamedSchema(node: ESTree.Expression): boolean {
  return (
    node.type === 'Identifier' ||
    (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'named')
  );
}

/** `code` with the `drop` properties gone (each with its comma) and the `flag` ones set to `true`. */
export function stripUnreadKeys(
  code: string,
  keys: Omit<UnreadKeys, 'module'>,
  filename = 'module.ts',
): string {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) throw new Error(`stripUnreadKeys: ${filename} does not parse`);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ESTree.ObjectProperty) => {
    if (node.computed || node.kind !== 'init' || node.method || node.shorthand) return;
    const key =
      node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : null;
    if (typeof key !== 'string') return;
    const value = node.value as ESTree.Expression;
    if (keys.drop.has(key) && isInert(value)) {
      let end = node.end;
      while (/\s/.test(code[end] ?? '')) end += 1;
      edits.push({ start: node.start, end: code[end] === ',' ? end + 1 : node.end, text: '' });
    } else if (keys.flag?.has(key) && isNamedSchema(value)) {
      edits.push({ start: value.start, end: value.end, text: 'true' });
    }
  };
  const dropGroups = (node: ESTree.VariableDeclarator) => {
    const groups = keys.groups;
    if (!groups || node.id.type !== 'Identifier' || node.id.name !== groups.table) return;
    if (node.init?.type !== 'ObjectExpression') return;
    for (const property of node.init.properties) {
      if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
      if (groups.keep.has(property.key.name)) continue;
      let end = property.end;
      while (/\s/.test(code[end] ?? '')) end += 1;
      edits.push({ start: property.start, end: code[end] === ',' ? end + 1 : property.end, text: '' });
    }
  };
  new Visitor({
    VariableDeclarator: dropGroups,
    // Object literals only (a destructuring pattern has properties too).
    ObjectExpression(node) {
      if (keys.within) return;
      for (const property of node.properties) if (property.type === 'Property') visit(property);
    },
    CallExpression(node) {
      const [spec] = node.arguments;
      if (!keys.within || node.callee.type !== 'Identifier' || node.callee.name !== keys.within) return;
      if (spec?.type !== 'ObjectExpression') return;
      for (const property of spec.properties) if (property.type === 'Property') visit(property);
    },
  }).visit(program);
  // Outermost first; an edit inside one already made (an event's description) goes with it.
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    if (edit.start < at) continue;
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + code.slice(at);
}
