import { mergeConfig } from 'vite';
import appConfig from './vite.config.ts';

// The server entry (src/entry-server.tsx) for the API to render pages with, bundled whole and for
// production: React's and Redux's development checks cost a server render more than they find,
// whatever NODE_ENV the API runs with.
export default mergeConfig(appConfig, {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
  },
  ssr: { noExternal: true },
});
