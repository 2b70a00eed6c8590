/// <reference types="vitest/config" />
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export interface AppViteOptions {
  /** Where the API server serves the built app, e.g. '/host/'. */
  base: string;
  /** Port of the Vite dev server; it proxies /api to the API on 8080. */
  devPort: number;
}

/** The Vite (and vitest) configuration every web app shares. */
export function defineAppConfig({ base, devPort }: AppViteOptions) {
  return defineConfig({
    base,
    plugins: [react(), tailwindcss()],
    server: {
      port: devPort,
      proxy: { '/api': 'http://localhost:8080' },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: which chunks each page loads (the pages bench checks their budgets).
      manifest: true,
      // Every browser the apps support preloads modules itself: the polyfill would be first-load bytes.
      // The page's own modules are preloaded from the HTML; a lazy page's imports are not listed in
      // the entry: those lists grew the first load with every route (2.9 kB gzip in public-web), and
      // a page opened later finds most of its imports already loaded.
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        output: {
          // React and the router change less often than the app and every page needs them: their own
          // chunk stays cached across releases. No catch-all vendor chunk: it would put every library
          // (QR scanner, forms, zod, luxon) in the first load of every page.
          codeSplitting: {
            groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|react-redux|scheduler)[\\/]/ }],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      // A component test renders a whole page in jsdom: on a loaded 2-core CI machine the first one in a file takes seconds.
      testTimeout: 20_000,
      setupFiles: ['../../libs/ui/src/test-setup.ts'],
      // A worker runs its files in one jsdom and one module graph instead of building both again for
      // each file (a third of the CPU time of these suites); the setup starts each file on an empty page.
      isolate: false,
      css: false,
    },
  });
}

/**
 * The build of an app's server entry (src/entry-server.tsx, into dist-server/) for the API to render
 * pages with, bundled whole and for production: React's and Redux's development checks cost a server
 * render more than they find, whatever NODE_ENV the API runs with.
 */
export function defineServerEntryConfig(appConfig: UserConfig) {
  return mergeConfig(appConfig, {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-server',
      emptyOutDir: true,
      copyPublicDir: false,
    },
    ssr: { noExternal: true },
  });
}
