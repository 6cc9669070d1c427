#!/usr/bin/env node
// `npm run openapi:errors`: which domain error codes each /api route's own code can answer, for the
// OpenAPI document (apps/server/src/platform/openapi/route-error-codes.ts, generated, checked in).
// A route's codes are the error codes (keys of packages/domain/src/common/error-codes.ts) quoted in
// its registration, in the helpers of its routes file it names and in every server file reached from
// the imports it names (a service file and what that imports, transitively): throw sites name
// their code (`conflict('name_conflict')`, `new HttpError('lot_short', ...)`). Over-listing is safe
// for a client (a status listed and never sent); missing one is what the API suites' document check
// catches. `--check` exits 1 when the generated file is not current (a test runs it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = join(root, 'apps/server/src');
const target = join(serverSrc, 'platform/openapi/route-error-codes.ts');

// The one list and the parts it spreads in (error-codes-*.ts beside it).
const codeList = ['error-codes.ts', 'error-codes-operations.ts']
  .map((file) => readFileSync(join(root, 'packages/domain/src/common', file), 'utf8'))
  .join('\n');
const codes = new Set([...codeList.matchAll(/^ {2}(\w+): e\(/gm)].map((m) => m[1]));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}
const files = new Set(sourceFiles(serverSrc));
const text = new Map([...files].map((file) => [file, readFileSync(file, 'utf8')]));

// Every routes file imports these (errors.ts: its helpers' defaults are read at the call); their refusals (401, 403, the shared limits' 429) are the
// platform's, which platformErrorCodes (error-answers.ts) lists from the route's declaration. The
// table definitions (db/schema) name values, not refusals ('expired' is a subscription status).
const platformShared = new Set(
  ['platform/context.ts', 'platform/access-plugin.ts', 'platform/errors.ts'].map((p) => join(serverSrc, p)),
);

function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(text.get(file), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => resolve(dirname(file), fileName).replace(/\.js$/, '.ts'))
    .filter((path) => files.has(path) && !platformShared.has(path) && !path.includes('/db/schema/'));
}

/** Every file a file reaches through its imports, itself included. */
const reachCache = new Map();
function reachedFrom(start) {
  if (reachCache.has(start)) return reachCache.get(start);
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length)
    for (const next of importsOf(queue.shift())) if (!seen.has(next) && seen.add(next)) queue.push(next);
  reachCache.set(start, seen);
  return seen;
}

// platform/errors.ts's helpers called bare answer their generic code (notFound() is not_found).
const bareHelpers = {
  notFound: 'not_found',
  badRequest: 'bad_request',
  forbidden: 'forbidden',
  unauthorized: 'unauthorized',
  tooManyRequests: 'rate_limited',
};
const quotedCodes = (source) => [
  ...[...source.matchAll(/'([a-z][a-z0-9_]*)'/g)].map((m) => m[1]).filter((c) => codes.has(c)),
  ...[...source.matchAll(/\b(notFound|badRequest|forbidden|unauthorized|tooManyRequests)\(\)/g)].map(
    (m) => bareHelpers[m[1]],
  ),
];

/**
 * One route's codes: those quoted in its registration (options and handler), in the file's own
 * top-level helpers it names, and in every file the imports it names reach.
 */
function routeCodes(sourceFile, call, bindings, locals) {
  const found = new Set(quotedCodes(call.getText(sourceFile)));
  const named = new Set();
  const visitNames = (node) => {
    if (ts.isIdentifier(node)) named.add(node.text);
    ts.forEachChild(node, visitNames);
  };
  visitNames(call);
  for (const name of named) {
    const local = locals.get(name);
    if (local && local !== call) {
      for (const code of quotedCodes(local.getText(sourceFile))) found.add(code);
      visitNames(local);
    }
  }
  for (const name of named) {
    const target = bindings.get(name);
    if (target)
      for (const reached of reachedFrom(target)) for (const code of quotedCodes(text.get(reached))) found.add(code);
  }
  return [...found].sort();
}

const routes = {};
for (const file of [...files].sort()) {
  if (!file.includes('/modules/')) continue;
  const sourceFile = ts.createSourceFile(file, text.get(file), ts.ScriptTarget.Latest, true);
  const bindings = new Map();
  const locals = new Map();
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && statement.moduleSpecifier.text.startsWith('.')) {
      const target = resolve(dirname(file), statement.moduleSpecifier.text).replace(/\.js$/, '.ts');
      if (!files.has(target) || platformShared.has(target) || target.includes('/db/schema/')) continue;
      const clause = statement.importClause;
      if (clause?.name) bindings.set(clause.name.text, target);
      const named = clause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const element of named.elements) bindings.set(element.name.text, target);
    } else if (ts.isFunctionDeclaration(statement) && statement.name) locals.set(statement.name.text, statement);
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) locals.set(declaration.name.text, declaration);
  }
  const visit = (node) => {
    const callee = ts.isCallExpression(node) ? node.expression : undefined;
    const [first] = node.arguments ?? [];
    if (callee && ts.isPropertyAccessExpression(callee) && first && ts.isStringLiteral(first)) {
      const method = callee.name.text;
      if (/^(get|post|put|patch|delete)$/.test(method) && first.text.startsWith('/api')) {
        routes[`${method.toUpperCase()} ${first.text}`] = routeCodes(sourceFile, node, bindings, locals);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}
const lines = Object.entries(routes)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([route, list]) => {
    // Biome's layout: a line past 120 characters puts the value on the next one.
    const line = `  '${route}': '${list.join(' ')}',`;
    return line.length > 120 ? `  '${route}':\n    '${list.join(' ')}',` : line;
  });
const output = `// Generated by scripts/route-error-codes.mjs (npm run openapi:errors): do not edit by hand.
import type { ErrorCode } from '@assist/domain';

/** The error codes quoted in the code each route runs (its registration and what it calls), spaced. */
const spaced: Readonly<Record<string, string>> = {
${lines.join('\n')}
};

/** The codes of \`METHOD /api/url\` (Fastify's form), or none for a route this file does not know. */
export function routeErrorCodesOf(route: string): ErrorCode[] {
  return (spaced[route]?.split(' ').filter(Boolean) ?? []) as ErrorCode[];
}
`;
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== output) {
    console.error(`${relative(root, target)} is not current: run npm run openapi:errors`);
    process.exit(1);
  }
} else writeFileSync(target, output);
