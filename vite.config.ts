import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompressAssets, preloadLoginGraph } from './scripts/first-load-plugins'

const apiPort = process.env.PORT ?? '8080'

/**
 * Chakra builds its default theme and system at module load (`defaultThemeConfig =
 * defineConfig({...every recipe...})`, `defaultSystem = createSystem(...)`), and the anatomy of
 * every component (`createAnatomy('stat').parts(...)`, `dialogAnatomy.extendWith(...)`). Those
 * calls are pure but not annotated, so the bundler keeps all ~60 recipes and ~40 anatomies (with
 * the Ark/Zag anatomies they extend). Annotating them lets the unused ones drop out; the app
 * registers only the recipes it uses (src/app/theme-recipes.ts).
 */
const chakraPureDefaults: Plugin = {
  name: 'celeiro:chakra-pure-defaults',
  transform: {
    filter: {
      id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|preset|anatomy)\.js$/,
    },
    handler(code) {
      return {
        code: code
          .replace(/= (defineConfig|mergeConfigs|createSystem)\(/g, '= /* @__PURE__ */ $1(')
          // anatomy.js: `const xAnatomy = <call chain>` (the chain's first call too).
          .replace(/^const (\w+Anatomy) = /gm, 'const $1 = /* @__PURE__ */ ')
          .replace(/\bcreateAnatomy\(/g, '/* @__PURE__ */ createAnatomy('),
        map: null,
      }
    },
  },
}

const SYSTEM_GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const GLOBAL_CSS_MODULE = 'virtual:celeiro/chakra-global.css'

/**
 * Chakra's global CSS made at build time (src/app/chakra-global-css.ts): its layer order, reset,
 * global styles and the CSS variables of every token. They depend on the theme only, yet
 * `createSystem` built them on every start and emotion serialised them while the first screen
 * drew (docs/frontend.md, "Chakra's global CSS made at build time"). Here `createSystem` leaves
 * them out (`_global` empty, so `ChakraProvider` writes nothing), and `virtual:celeiro/chakra-global.css`,
 * which the design system's chunk imports, is that CSS as a file. A Chakra whose code no longer
 * has that line fails the build, not the app.
 */
const chakraGlobalCssAtBuild: Plugin = {
  name: 'celeiro:chakra-global-css',
  resolveId: {
    filter: { id: new RegExp(`^${GLOBAL_CSS_MODULE}$`) },
    handler: () => `\0${GLOBAL_CSS_MODULE}`,
  },
  load: {
    filter: { id: new RegExp(`^\0${GLOBAL_CSS_MODULE}$`) },
    async handler() {
      const { tsImport } = await import('tsx/esm/api')
      const maker = fileURLToPath(new URL('./src/app/chakra-global-css.ts', import.meta.url))
      const { chakraGlobalCss } = (await tsImport(maker, import.meta.url)) as {
        chakraGlobalCss: () => string
      }
      return chakraGlobalCss()
    },
  },
  transform: {
    filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
    handler(code) {
      if (!code.includes(SYSTEM_GLOBAL_CSS))
        throw new Error(
          `celeiro:chakra-global-css: "${SYSTEM_GLOBAL_CSS}" is not in Chakra's system.js`,
        )
      return { code: code.replace(SYSTEM_GLOBAL_CSS, 'const _global = [];'), map: null }
    },
  },
}

/** Chakra's styles written while rendering, not in the commit (src/lib/styles-in-render.ts); the unit tests' config too. */
export const stylesInRender = {
  '@emotion/use-insertion-effect-with-fallbacks': fileURLToPath(
    new URL('./src/lib/styles-in-render.ts', import.meta.url),
  ),
}

export default defineConfig({
  plugins: [
    precompressAssets,
    preloadLoginGraph,
    chakraPureDefaults,
    chakraGlobalCssAtBuild,
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components too: the signed-in shell's loading view must not pull the shell into /login's first load.
      codeSplittingOptions: {
        defaultBehavior: [
          ['component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      // Ask before activating a new version (src/app/update-prompt.tsx); never auto-update.
      // The first install has nothing to replace: it takes the page as soon as it is active
      // (workbox.clientsClaim), so the first visit works offline without a reload.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'default-logo.svg'],
      manifest: {
        name: 'Celeiro',
        short_name: 'Celeiro',
        description: 'Administração de igrejas: membros, finanças, calendário.',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#ff0000',
        background_color: '#F8F8F8',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/maskable-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        // A long press on the home-screen icon: the treasurer's main job in one tap.
        shortcuts: [
          {
            name: 'Modo culto',
            short_name: 'Modo culto',
            description: 'Lançar dízimos e ofertas durante o culto',
            url: '/tithing/service',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Novo membro',
            short_name: 'Novo membro',
            url: '/members/new',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      workbox: {
        // The shell and every route chunk (and the language catalogs) are precached.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // A worker takes the open pages when it activates: the first one at once (the first visit
        // is offline-ready as soon as its precache is done), a new version only after "Atualizar"
        // (no skipWaiting: it waits until the update prompt sends SKIP_WAITING).
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Reminders while the app is closed and clicks on their notifications (docs/reminders.md).
        importScripts: ['reminders-sw.js'],
      },
    }),
  ],
  resolve: { alias: stylesInRender },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Preload hints for the entry's own imports only (index.html). The lists of what each lazy
    // route imports would sit in the entry, ~3 KB gzip on every first load and growing with every
    // screen; the service worker precaches every chunk and the router preloads a route on intent.
    // The design system's chunk is the exception: asked for on /login's first keystroke, its
    // imports (the components, the style engine) come with it, not one round trip after it.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)chakra-root-[^/]*\.js$/.test(file) ? deps : [],
    },
    rolldownOptions: {
      output: {
        // The framework every screen needs in one chunk: one gzip stream compresses better than a dozen.
        // zod stays out: /login needs only zod/mini's core; classic zod loads with the screens that use it.
        // React's scheduler is matched through react-dom (it is nested there): the top-level one is
        // the PDF renderer's own release and stays in its lazy chunk.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|@tanstack|@lingui|react-hook-form|@hookform|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            {
              // The design system's style engine, out of the framework: /login is drawn without it.
              name: 'style-engine',
              test: /[\\/]node_modules[\\/](@emotion|stylis|react-is|hoist-non-react-statics)[\\/]/,
              priority: 10,
            },
            {
              // The design system's components and their state machines in one chunk: split by
              // what each screen imports they made ~40 files of 1-2 KB, and a phone's first
              // signed-in screen waited for them six at a time (HTTP/1.1), each a 400 ms round
              // trip on a rural signal (issue 49, docs/benchmarks.md "Session 41").
              name: 'design-system',
              test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized|@pandacss|proxy-compare)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
      treeshake: {
        // sync/ modules and Dexie only matter through their exports: a screen that does not use the
        // offline engine must not carry it (keeps Dexie out of /login's first load).
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]dexie[\\/]/, sideEffects: false },
          { test: /[\\/]sync[\\/]/, sideEffects: false },
        ],
      },
    },
  },
})
