// ESLint rule for apps/api/src: every table has one owning module, the one whose name its file in
// db/schema/ bears (db/schema/<module>.ts). A module's repositories (modules/<area>/*.repo.ts) insert,
// update and delete only their own module's tables; they read any table (joins included). A write to
// another module's table goes through that module's index.ts, in the caller's transaction.
import fs from 'node:fs';
import path from 'node:path';

const API_SRC = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}`;

/** Schema files not named after a module folder, and who owns their tables (null: no module writes them). */
const FILE_OWNERS = {
  // core/'s own tables (mail outbox, finished jobs, send pacing, rate limits, bot check).
  core: null,
};

/**
 * Writes a module makes to a table it does not own, each with its reason. Keep this short: each one
 * is a write the owner's index.ts cannot offer without an import cycle.
 */
const ALLOWED_WRITES = {
  rsvps: {
    // Before any seat decision the seat lock ends the social's lapsed checkouts (payments' rows) and
    // gives their seats back; payments sits above rsvps (it moves RSVPs), so it cannot be called here.
    payments: 'payments',
  },
  users: {
    // Deleting an account ends its sessions in the same transaction; auth sits above users (sign-in finds users).
    refreshTokens: 'auth',
  },
};

const tablesByDir = new Map();

/** Table export name -> schema file name (without .ts), read from db/schema/*.ts. */
function tableFiles(schemaDir) {
  let tables = tablesByDir.get(schemaDir);
  if (tables) return tables;
  tables = new Map();
  for (const file of fs.readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const text = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+)\s*=\s*pgTable\b/g)) tables.set(match[1], file.slice(0, -3));
  }
  tablesByDir.set(schemaDir, tables);
  return tables;
}

export const apiTableOwners = {
  meta: {
    type: 'problem',
    docs: { description: "A module's repositories write only the tables of their own module (db/schema/<module>.ts)" },
    messages: {
      foreignWrite:
        "{{verb}} of '{{table}}', a table of the {{owner}} module (db/schema/{{file}}.ts): the repositories of {{area}} write only their own module's tables. Have the {{owner}} module's index.ts offer this write, and call it with the transaction.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const at = file.indexOf(API_SRC);
    if (at === -1 || !file.endsWith('.repo.ts')) return {};
    const inside = file.slice(at + API_SRC.length).split(path.sep);
    if (inside[0] !== 'modules' || inside.length < 3) return {};
    const area = inside[1];
    const schemaDir = path.join(file.slice(0, at + API_SRC.length), 'db', 'schema');
    const tables = tableFiles(schemaDir);
    /** Local name -> table name, for tables imported from the schema; and namespace imports of it. */
    const imported = new Map();
    const namespaces = new Set();

    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        if (target !== schemaDir && path.dirname(target) !== schemaDir) return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier') imported.set(spec.local.name, spec.imported.name ?? spec.imported.value);
          else if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(spec.local.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const verb = callee.property.name;
        if (verb !== 'insert' && verb !== 'update' && verb !== 'delete') return;
        const [arg] = node.arguments;
        let table = null;
        if (arg?.type === 'Identifier') table = imported.get(arg.name) ?? null;
        else if (arg?.type === 'MemberExpression' && arg.object.type === 'Identifier' && namespaces.has(arg.object.name) && arg.property.type === 'Identifier')
          table = arg.property.name;
        if (!table) return;
        const schemaFile = tables.get(table);
        if (!schemaFile) return;
        const owner = schemaFile in FILE_OWNERS ? FILE_OWNERS[schemaFile] : schemaFile;
        if (owner === area) return;
        if (ALLOWED_WRITES[area]?.[table] === owner) return;
        context.report({
          node: arg,
          messageId: 'foreignWrite',
          data: { verb: verb[0].toUpperCase() + verb.slice(1), table, owner: owner ?? 'core', file: schemaFile, area },
        });
      },
    };
  },
};
