// Bundles the server into dist/main.js and the job worker into dist/worker.js. npm packages stay external (node_modules is present at
// run time); our own TypeScript libs (@socials/*) are bundled in. The migrations are copied next
// to the bundle so dist/ runs on its own.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

await rm(`${root}dist`, { recursive: true, force: true });
await build({
  entryPoints: { main: `${root}src/server.ts`, worker: `${root}src/worker.ts` },
  outdir: `${root}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      // Like packages: 'external', except for the workspace libs, which ship as TypeScript source.
      name: 'external-packages-except-workspace-libs',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@socials/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  logLevel: 'warning',
});
await cp(`${root}drizzle`, `${root}dist/drizzle`, { recursive: true });
console.log('built dist/main.js and dist/worker.js');
