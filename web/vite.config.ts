import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { LANGUAGES } from '#shared/site-pages.js';
import { ADMIN_SCREEN, adminOnlyAreas, areasOf } from './admin-message-areas.js';
import { compiledCatalogues } from './catalogue-plugin.js';
import { CATALOGUE_PARTS, catalogueModule } from './src/lib/catalogue-parts.js';
import type { Manifest } from './src/server/document.js';
import { SERVER_PAGE_MODULES } from './src/server/pages.js';
import { serverManifest } from './src/server/server-manifest.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxy = { '/api': 'http://localhost:3000' };

/** The admin screens' chunks are named `admin-…` (see `preloadedWith`). */
const ADMIN_CHUNK_PREFIX = 'assets/admin-';

/**
 * What the app's entry asks the browser to fetch alongside a lazily loaded screen: all of its chunks
 * and stylesheets, except for an admin screen only its stylesheets (its scripts then load as the
 * browser reads their imports). The entry names every file it preloads, and the admin screens' files
 * cost every first visit about 1 KB gzip of it for screens few visitors open.
 */
function preloadedWith(filename: string, dependencies: string[]): string[] {
  return filename.startsWith(ADMIN_CHUNK_PREFIX) ? dependencies.filter((file) => file.endsWith('.css')) : dependencies;
}

/** The browser's app: web/dist, what the web bucket (or the local server) serves. */
const clientConfig: UserConfig = {
  root,
  plugins: [compiledCatalogues(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph test/budgets.ts walks to measure the JS for '/', and
    // the page function reads to ask for a page's own scripts and styles with its HTML.
    manifest: true,
    modulePreload: { resolveDependencies: preloadedWith },
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && ADMIN_SCREEN.test(chunk.facadeModuleId)
            ? `${ADMIN_CHUNK_PREFIX}[name]-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
};

/** `virtual:client-build`: the client build's app shell, manifest and stylesheets, built into the page function. */
function clientBuild(): Plugin {
  const id = 'virtual:client-build';
  return {
    name: 'client-build',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const dist = new URL('dist/', import.meta.url);
      const template = readFileSync(new URL('index.html', dist), 'utf8');
      const manifest = readFileSync(new URL('.vite/manifest.json', dist), 'utf8');
      const allStyles = Object.fromEntries(
        readdirSync(new URL('assets/', dist))
          .filter((file) => file.endsWith('.css'))
          .map((file) => [`/assets/${file}`, readFileSync(new URL(`assets/${file}`, dist), 'utf8')]),
      );
      const assets = readdirSync(new URL('assets/', dist));
      const gujaratiFonts = assets
        .filter((file) => /^noto-sans-gujarati-gujarati-400-normal-.*\.woff2$/.test(file))
        .map((file) => `/assets/${file}`);
      if (gujaratiFonts.length !== 1) throw new Error('The client build has no Gujarati font');
      const catalogues = LANGUAGES.flatMap((language) =>
        CATALOGUE_PARTS.map((part) => catalogueModule(language, part)),
      );
      const forServer = serverManifest(JSON.parse(manifest) as Manifest, SERVER_PAGE_MODULES, catalogues, allStyles);
      return [
        `export const gujaratiFonts = ${JSON.stringify(gujaratiFonts)};`,
        `export const template = ${JSON.stringify(template)};`,
        `export const manifest = ${JSON.stringify(forServer.manifest)};`,
        `export const styles = ${JSON.stringify(forServer.styles)};`,
      ].join('\n');
    },
  };
}

/**
 * The page function (web/src/server/page-function.ts) as one self-contained ES module,
 * web/dist-server/page-function.mjs: the Lambda's code, and what `npm start` and the prerender call.
 * Built after the client, whose shell and manifest it carries.
 */
export const serverConfig: UserConfig = {
  root,
  // The page function renders public pages only: the admin screens' messages stay out of its bundle.
  plugins: [
    compiledCatalogues({ leaveOut: adminOnlyAreas(root, areasOf(`${root}src/lib/catalogues/en.json`)) }),
    react(),
    clientBuild(),
  ],
  // web/public belongs to the client build only.
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/server/page-function.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'page-function.mjs', codeSplitting: false } },
  },
};

export default defineConfig(clientConfig);
