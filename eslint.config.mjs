import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { apiImportCycles } from './tools/eslint/api-import-cycles.mjs';
import { apiModuleBoundaries } from './tools/eslint/api-module-boundaries.mjs';
import { apiTableOwners } from './tools/eslint/api-table-owners.mjs';
import { webAppZones } from './tools/eslint/web-app-zones.mjs';

export default [
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/.test-server/**', '**/storybook-static/**', '**/drizzle/**', '**/*.mjs', '**/*.config.ts'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:auth', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:domain'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:auth', 'type:data-access', 'type:ui', 'type:domain'] },
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:domain'] },
          ],
        },
      ],
    },
  },
  {
    // libs/domain is pure: no UI, state, server or database packages.
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@reduxjs/*',
                'redux',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'node:*',
              ],
              message: 'libs/domain holds pure rules: no I/O, UI or server packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers: modules are entered through their index.ts, no import cycles, and a
    // module's repositories write only its own tables (db/schema/<module>.ts).
    files: ['apps/api/src/**/*.ts'],
    plugins: {
      'import-x': importX,
      socials: { rules: { 'api-import-cycles': apiImportCycles, 'api-module-boundaries': apiModuleBoundaries, 'api-table-owners': apiTableOwners } },
    },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })], 'import-x/extensions': ['.ts', '.js'] },
    rules: {
      'socials/api-module-boundaries': 'error',
      'socials/api-table-owners': 'error',
      // Type-only imports count (import-x/no-cycle skips them): a type is a dependency too.
      'socials/api-import-cycles': 'error',
    },
  },
  {
    // Queries live in repositories: in a module, only <area>.repo.ts files import Drizzle or the
    // schema (row types too: a repository re-exports the ones its module uses). Tests read the database directly.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: "Queries belong in a repository: move this one into the module's <area>.repo.ts and call it from here.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web apps' layers: app -> features -> shared. A feature imports neither another feature nor
    // the app; shared imports neither (tools/eslint/web-app-zones.mjs lists the zones).
    files: ['apps/{public-web,host-portal,manager-console,conference-site}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })], 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webAppZones(['public-web', 'host-portal', 'manager-console', 'conference-site']) }] },
  },
  {
    // Access decisions live in the area's policy: reading whether the caller is staff anywhere else in
    // a module fails. The caller is `viewer` (or `caller`, `auth`, `uploader`) everywhere in the
    // modules; a user row's own isAdmin (users, auth) is data, not a decision, and stays allowed.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.policy.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='isAdmin']:matches([object.name=/^(viewer|caller|auth|uploader)$/], [object.property.name=/^(viewer|caller|auth|uploader)$/])",
          message: "Access decisions belong in the area's policy: add a named canX/requireX to its <area>.policy.ts and call it from here.",
        },
      ],
    },
  },
];
