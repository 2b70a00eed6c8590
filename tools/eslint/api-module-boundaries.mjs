// ESLint rule for apps/api/src: a module (modules/<area>/) is entered only through its index.ts.
// Files of the same module import each other freely; core/, http/ and the other modules import
// modules/<area> (its index) and nothing deeper. Inside a module only its *.routes.ts files (and
// tests) import http/: services, policies and jobs take the caller, their dependencies and the
// ports from core/, so they never depend on the request.
import path from 'node:path';

const MODULES_DIR = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}modules${path.sep}`;
const HTTP_DIR = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}http${path.sep}`;
const MAY_IMPORT_HTTP = /\.(routes|test)\.ts$/;

/** The module a file belongs to, and the path inside it ('' for the module folder itself). */
function placeOf(file) {
  const at = file.indexOf(MODULES_DIR);
  if (at === -1) return null;
  const [area, ...rest] = file.slice(at + MODULES_DIR.length).split(path.sep);
  return { area, inside: rest.join('/') };
}

export const apiModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Other modules may import a server module only through its index.ts' },
    messages: {
      deepImport: "'{{source}}' reaches inside the {{area}} module: import from its index.ts ('{{entry}}') instead, and export what you need there.",
      httpImport:
        "'{{source}}' is the HTTP layer, which only a module's *.routes.ts files import: take the caller (core/caller.ts), the dependencies (core/app-deps.ts) or the port you need from core/, and let the routes pass the request's part in.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      if (from && `${resolved}${path.sep}`.includes(HTTP_DIR) && !MAY_IMPORT_HTTP.test(file)) {
        context.report({ node: node.source, messageId: 'httpImport', data: { source } });
        return;
      }
      const target = placeOf(resolved);
      if (!target || target.area === from?.area) return;
      if (target.inside === '' || target.inside === 'index' || target.inside === 'index.ts') return;
      const entry = path.relative(path.dirname(file), file.slice(0, file.indexOf(MODULES_DIR) + MODULES_DIR.length) + target.area);
      context.report({ node: node.source, messageId: 'deepImport', data: { source, area: target.area, entry: entry.startsWith('.') ? entry : `./${entry}` } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
