// Bundles the server into dist/main.js and the job worker into dist/worker.js, or into the folder
// given as the first argument (the tests that start the server as a process bundle it for
// themselves: see src/test/server-process.ts). npm packages stay external (node_modules is present
// at run time); our own TypeScript libs (@socials/*) are bundled in. The migrations are copied next
// to the bundle so it runs on its own.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const outdir = process.argv[2] ? resolve(process.argv[2]) : `${root}dist`;

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: `${root}src/server.ts`, worker: `${root}src/worker.ts` },
  outdir,
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
await cp(`${root}drizzle`, `${outdir}/drizzle`, { recursive: true });
console.log(`built ${outdir}/main.js and ${outdir}/worker.js`);
