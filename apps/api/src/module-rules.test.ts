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

  it('lets a module use another through its index', async () => {
    expect(await errorsOf('cities/fine.ts', "import { takeSeat } from '../rsvps';\nexport const x = takeSeat;\n")).toEqual([]);
  });
});
