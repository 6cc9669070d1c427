#!/usr/bin/env node
// `npm run lint` (with Biome): the import rules Biome cannot check, read with the TypeScript compiler.
//   1. No circular imports in packages/domain/src, apps/server/src or apps/web/src.
//   2. The web app in layers (docs/ARCHITECTURE.md): a file imports only from its own layer or the
//      layers below it, never upwards:
//        lib        helpers with no knowledge of the app: the API client, formatting, query keys
//        i18n       translations and error text (uses lib)
//        components design-system primitives and shared widgets (uses lib, i18n)
//        offline    the local copy, the sync queue and its engine (uses lib, i18n, components)
//        features   the screens, one folder per capability (use everything below; one another, no cycle)
//        app        the shell: providers, router, layout, PWA (uses everything); main.tsx with it
//   3. The features (apps/web/src/features/<name>/) may import one another, but not in a circle.
// Every import counts, `import type` and dynamic `import()` too. Prints each broken rule and exits 1.
// When it came (issue 15): 6 file cycles (5 in the server, 1 in the web app), 9 upward imports, and
// the features inventory, pos and sales in a circle.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoots = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

const webLayers = ['lib', 'i18n', 'components', 'offline', 'features', 'app'];

/**
 * Cycles that existed when this check came (issue 15) and that other changes of that issue remove;
 * each entry is one cycle's files. Drop an entry once its cycle is gone: the check then keeps it
 * from coming back. (It reports an entry that no longer matches a cycle, so none lingers.)
 */
const allowedCycles = [];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./a.js` -> a.ts, `./a` -> a.ts / a.tsx / a/index.ts), or null. */
function resolveRelative(from, specifier, known) {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

function importsOf(file, known) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    if (/\.(css|json|svg|png|webmanifest)(\?.*)?$/.test(fileName)) continue;
    const target = resolveRelative(file, fileName.replace(/\?.*$/, ''), known);
    if (target) targets.push(target);
    else problems.push(`${rel(file)}: cannot resolve '${fileName}'`);
  }
  return [...new Set(targets)];
}

const rel = (file) => relative(root, file);
const problems = [];

const files = sourceRoots.flatMap((dir) => sourceFiles(join(root, dir)));
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file, known)]));

// 1. Cycles: Tarjan's strongly connected components; each component of more than one node is a cycle.
function stronglyConnected(nodes, graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    // iterative, so a long import chain cannot overflow the call stack
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node);
      if (i < edges.length) {
        frame[1]++;
        const target = edges[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

/** One shortest loop through the component, to show the reader where it closes. */
function loopThrough(component) {
  const members = new Set(component.map((file) => join(root, file)));
  const start = join(root, component[0]);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        for (let at = previous.get(node); at; at = previous.get(at)) path.unshift(at);
        return [...path, start].map(rel).join(' -> ');
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return component.join(', ');
}

const cycles = stronglyConnected(files, graph).map((cycle) => cycle.map(rel).sort());
const found = new Set(cycles.map((cycle) => cycle.join('|')));
const allowed = new Set(allowedCycles.map((cycle) => [...cycle].sort().join('|')));
for (const cycle of cycles) {
  if (allowed.has(cycle.join('|'))) continue;
  problems.push(`circular import (${cycle.length} files): ${loopThrough(cycle)}`);
}
for (const cycle of allowed) {
  if (!found.has(cycle)) problems.push(`allowed cycle no longer there, drop it from allowedCycles: ${cycle}`);
}

// 2. The web app's layers.
const webRoot = join(root, 'apps/web/src');
function layerOf(file) {
  const path = relative(webRoot, file);
  if (path.startsWith('..')) return null;
  const top = path.split('/')[0];
  if (top === 'main.tsx' || top === 'vite-env.d.ts') return webLayers.indexOf('app');
  const rank = webLayers.indexOf(top);
  if (rank < 0) problems.push(`${rel(file)}: not in a layer (${webLayers.join(', ')})`);
  return rank;
}
let upward = 0;
for (const [file, targets] of graph) {
  const from = layerOf(file);
  if (from === null) continue;
  for (const target of targets) {
    const to = layerOf(target);
    if (to === null || to <= from) continue;
    upward++;
    problems.push(`upward import: ${rel(file)} (${webLayers[from]}) imports ${rel(target)} (${webLayers[to]})`);
  }
}

// 3. The features may use one another, but never in a circle (folder by folder).
const featuresRoot = join(webRoot, 'features');
const featureOf = (file) => {
  const path = relative(featuresRoot, file);
  return path.startsWith('..') ? null : path.split('/')[0];
};
const featureGraph = new Map();
for (const [file, targets] of graph) {
  const from = featureOf(file);
  if (!from) continue;
  if (!featureGraph.has(from)) featureGraph.set(from, []);
  for (const target of targets) {
    const to = featureOf(target);
    if (to && to !== from && !featureGraph.get(from).includes(to)) featureGraph.get(from).push(to);
  }
}
for (const to of [...featureGraph.values()].flat()) if (!featureGraph.has(to)) featureGraph.set(to, []);
const featureCycles = stronglyConnected([...featureGraph.keys()], featureGraph);
for (const cycle of featureCycles) {
  const pairs = cycle.flatMap((from) =>
    featureGraph
      .get(from)
      .filter((to) => cycle.includes(to))
      .map((to) => {
        const via = [...graph].find(
          ([file, targets]) => featureOf(file) === from && targets.some((t) => featureOf(t) === to),
        );
        return `  ${from} -> ${to} (${via ? rel(via[0]) : '?'})`;
      }),
  );
  problems.push(`features importing one another in a circle: ${cycle.join(', ')}\n${pairs.join('\n')}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  const unallowed = cycles.filter((cycle) => !allowed.has(cycle.join('|'))).length;
  console.error(
    `\n${unallowed} import cycle(s), ${upward} upward import(s) between the web app's layers, ${featureCycles.length} circle(s) between features`,
  );
  process.exit(1);
}
const ignored = allowedCycles.length > 0 ? ` but the ${allowedCycles.length} allowed for now` : '';
console.log(`imports: ${files.length} files, no cycles${ignored}, the web app's layers hold`);
