import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The module rules of ARCHITECTURE.md are enforced by lint: deliberate violations, linted as if
 * they were files of the server, must fail with a message that says what to do instead.
 */
describe('the server module rules', () => {
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  async function errorsOf(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/api/src/modules/${file}` });
    return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
  }

  it('refuses an import that reaches inside another module, naming the index to use', async () => {
    const errors = await errorsOf('cities/violation.ts', "import { takeSeat } from '../rsvps/rsvp-seats';\nexport const x = takeSeat;\n");
    expect(errors).toEqual([expect.stringMatching(/^socials\/api-module-boundaries: .*rsvps.*index/)]);
  });

  it('refuses a query outside a repository, and lets the repository have it', async () => {
    const query = "import { eq } from 'drizzle-orm';\nimport { cities } from '../../db/schema';\nexport const x = [eq, cities];\n";
    const inService = await errorsOf('cities/cities.service.ts', query);
    expect(inService).toHaveLength(2);
    for (const error of inService) expect(error).toMatch(/^no-restricted-imports: .*Queries belong in a repository/);
    expect(await errorsOf('cities/cities.repo.ts', query)).toEqual([]);
  });

  it("refuses a repository's write to another module's table, and lets it read and join any", async () => {
    const write =
      "import { rsvps } from '../../db/schema';\nimport type { DbOrTx } from '../../core/db';\nexport const x = (db: DbOrTx) => db.update(rsvps).set({ status: 'APPROVED' });\n";
    expect(await errorsOf('payments/payment-rsvps.repo.ts', write)).toEqual([
      expect.stringMatching(/^socials\/api-table-owners: Update of 'rsvps', a table of the rsvps module .*index\.ts/),
    ]);
    expect(await errorsOf('rsvps/rsvps.repo.ts', write)).toEqual([]);
    const readAndOwnWrite =
      "import { eq } from 'drizzle-orm';\nimport { payments, rsvps } from '../../db/schema';\nimport type { DbOrTx } from '../../core/db';\n" +
      'export const x = (db: DbOrTx) => [db.select().from(payments).innerJoin(rsvps, eq(rsvps.id, payments.rsvpId)), db.delete(payments)];\n';
    expect(await errorsOf('payments/payments.repo.ts', readAndOwnWrite)).toEqual([]);
  });

  it('lets a module use another through its index', async () => {
    expect(await errorsOf('cities/fine.ts', "import { takeSeat } from '../rsvps';\nexport const x = takeSeat;\n")).toEqual([]);
  });

  it("keeps the HTTP layer out of services: only a module's routes import http/", async () => {
    const fromHttp =
      "import type { RouteDeps } from '../../http/route-deps';\nimport { requireUser } from '../../http/plugins/auth';\nexport const x: [RouteDeps?, unknown?] = [undefined, requireUser];\n";
    const inService = await errorsOf('cities/cities.service.ts', fromHttp);
    expect(inService).toHaveLength(2);
    for (const error of inService) expect(error).toMatch(/^socials\/api-module-boundaries: .*HTTP layer.*core\//);
    expect(await errorsOf('cities/cities.routes.ts', fromHttp)).toEqual([]);
  });

  it('refuses an import cycle even when only types cross it, naming the way round', async () => {
    // core/db.ts is what every repository imports: a type taken back from a module closes a loop.
    const typeOnly = "import type { CityRow } from '../modules/cities';\nexport type X = CityRow;\n";
    expect(await errorsOf('../core/db.ts', typeOnly)).toEqual([
      expect.stringMatching(
        /^socials\/api-import-cycles: '\.\.\/modules\/cities' leads back to this file \(core\/db\.ts → modules\/cities\/index\.ts → .* → core\/db\.ts\)/,
      ),
    ]);
    expect(await errorsOf('../core/db.ts', "import type { Config } from './config';\nexport type X = Config;\n")).toEqual([]);
  });

  it("refuses reading whether the caller is staff outside the area's policy, and lets the policy and a user row have it", async () => {
    const staff = 'export const staff = (viewer: { isAdmin: boolean } | null) => viewer?.isAdmin ?? false;\n';
    expect(await errorsOf('cities/cities.service.ts', staff)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Access decisions belong in the area's policy/),
    ]);
    expect(
      await errorsOf('cities/cities.views.ts', 'export const staff = (access: { viewer: { isAdmin: boolean } }) => access.viewer.isAdmin;\n'),
    ).toHaveLength(1);
    expect(await errorsOf('cities/cities.policy.ts', staff)).toEqual([]);
    expect(await errorsOf('users/users.views.ts', 'export const flag = (row: { isAdmin: boolean }) => ({ isAdmin: row.isAdmin });\n')).toEqual([]);
  });
});

/**
 * The web apps' layers (app -> features -> shared) are enforced by lint too: in each app, a file of
 * one feature that imports another feature, or the app, fails, and so does shared importing either.
 */
describe('the web apps zones', () => {
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  const webApps = ['public-web', 'host-portal', 'manager-console', 'conference-site'];
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  async function errorsOf(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/${file}` });
    return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
  }

  /** Two features of the app and a module of the second, read from disk so that renaming one keeps the test. */
  function twoFeatures(app: string): { one: string; other: string; module: string } {
    const features = readdirSync(`${repoRoot}apps/${app}/src/features`, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const [one, other] = features;
    if (!one || !other) throw new Error(`${app} has fewer than two features`);
    const file = readdirSync(`${repoRoot}apps/${app}/src/features/${other}`).find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    if (!file) throw new Error(`${app}/src/features/${other} has no module`);
    return { one, other, module: file.replace(/\.tsx?$/, '') };
  }

  it.each(webApps)('%s: refuses a feature importing another feature', async (app) => {
    const { one, other, module } = twoFeatures(app);
    const errors = await errorsOf(`${app}/src/features/${one}/violation.tsx`, `import * as other from '../${other}/${module}';\nexport const x = other;\n`);
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature does not import another feature/)]);
  });

  it.each(webApps)('%s: refuses a feature importing the app', async (app) => {
    const { one } = twoFeatures(app);
    const errors = await errorsOf(`${app}/src/features/${one}/violation.tsx`, "import { appRoutes } from '../../app/routes';\nexport const x = appRoutes;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature does not import the app/)]);
  });

  it('refuses shared importing a feature or the app', async () => {
    const { other, module } = twoFeatures('host-portal');
    const code = `import * as feature from '../features/${other}/${module}';\nimport { appRoutes } from '../app/routes';\nexport const x = [feature, appRoutes];\n`;
    const errors = await errorsOf('host-portal/src/shared/violation.ts', code);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/^import-x\/no-restricted-paths: .*src\/shared\/ is below the features and the app/);
  });

  it('lets a feature use its own files and shared, and the app use every feature', async () => {
    const { one, other, module } = twoFeatures('public-web');
    expect(
      await errorsOf(
        `public-web/src/features/${other}/fine.tsx`,
        `import * as own from './${module}';\nimport { paths } from '../../shared/paths';\nexport const x = [own, paths];\n`,
      ),
    ).toEqual([]);
    expect(
      await errorsOf('public-web/src/app/fine.tsx', `import * as feature from '../features/${other}/${module}';\nexport const x = [feature, '${one}'];\n`),
    ).toEqual([]);
  });
});
