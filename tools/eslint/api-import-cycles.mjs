// ESLint rule for apps/api/src: no import cycles, type-only imports included. A type is part of what
// a file depends on: a service typed by the HTTP layer, whose types come back from the service's own
// module, is a loop even if no value crosses it. (import-x/no-cycle skips type-only imports.)
//
// The other files' imports are read from disk once per run (a lexical scan, no type checking), the
// linted file's from its own text, so the rule also judges text that is not saved yet.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC_DIR = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}`;
/** An editor keeps ESLint running: read the tree again when the graph is older than this. */
const GRAPH_LIFETIME_MS = 10_000;

let cached = null;

/** The .ts file a relative import names, or null for a package or a file outside the tree. */
function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), source);
  const candidates = base.endsWith('.ts') ? [base] : [base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

function tsFilesUnder(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...tsFilesUnder(full));
    else if (entry.name.endsWith('.ts')) files.push(full);
  }
  return files;
}

/** Who imports whom in the source tree: importers of each file (to walk back from the linted file) and its imports. */
function graphOf(srcRoot) {
  if (cached && cached.root === srcRoot && Date.now() - cached.at < GRAPH_LIFETIME_MS) return cached;
  const importsOf = new Map();
  const importersOf = new Map();
  for (const file of tsFilesUnder(srcRoot)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set(importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter(Boolean));
    importsOf.set(file, targets);
    for (const target of targets) {
      if (!importersOf.has(target)) importersOf.set(target, new Set());
      importersOf.get(target).add(file);
    }
  }
  cached = { root: srcRoot, at: Date.now(), importsOf, importersOf };
  return cached;
}

/** Every file from which an import path leads to `file`. */
function filesLeadingTo(graph, file) {
  const seen = new Set();
  const queue = [file];
  while (queue.length > 0) {
    for (const importer of graph.importersOf.get(queue.shift()) ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return seen;
}

/** The shortest import path from `start` back to `file`, as paths relative to the source root. */
function routeBack(graph, start, file, srcRoot) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === file) break;
    for (const next of graph.importsOf.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  const route = [];
  for (let at = file; at; at = previous.get(at)) route.unshift(path.relative(srcRoot, at));
  return route.join(' → ');
}

export const apiImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles in the server, type-only imports included' },
    messages: {
      cycle:
        "'{{source}}' leads back to this file ({{route}}): an import cycle, even if only types cross it. Move what both sides need down a layer (core/ for ports and context, or the module that owns it) and import it from there.",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const at = file.indexOf(SRC_DIR);
    if (at === -1) return {};
    const srcRoot = file.slice(0, at + SRC_DIR.length - 1);
    let leadingHere = null;

    const check = (node, sourceNode) => {
      const source = sourceNode?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (!target || target === file) return;
      const graph = graphOf(srcRoot);
      leadingHere ??= filesLeadingTo(graph, file);
      if (!leadingHere.has(target)) return;
      context.report({
        node: sourceNode,
        messageId: 'cycle',
        data: { source, route: `${path.relative(srcRoot, file)} → ${routeBack(graph, target, file, srcRoot)}` },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};
