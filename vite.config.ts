import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ICONS, appIcons } from './scripts/app-icons.ts';
import { ROUTE_GROUPS } from './scripts/bundle-manifest.ts';
import { landingImages } from './scripts/landing-images.ts';
import { buildSourceMaps } from './scripts/source-maps.ts';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { pagePreloadsPlugin } from './scripts/vite-page-preloads.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { brand, darkBackground } from './src/styles/brand.ts';

// Module groups of the lazy chunks (build.rolldownOptions below).
const FORMS =
  /node_modules[\\/]@conform-to[\\/](react|dom)[\\/]|[\\/]src[\\/](features[\\/]accounts[\\/]form-support|ui[\\/](server-errors|parse-text-form))\./;
const SCREEN_KIT =
  /[\\/]src[\\/](ui[\\/](TextField|PasswordField|field-ids|StatusMessage|pet-icons)|features[\\/]accounts[\\/]AuthPage\.css|i18n[\\/]sign-in-texts|app[\\/](use-screen|composition[\\/]screen))\.|[\\/]contract[\\/](login|sign-in-fields|sign-in-messages)\.|[\\/]machines[\\/]shared[\\/](api-failure|validation-errors|form-failure|messages|send-to-system)\./;
// The other forms' rules and texts, which /login does without (its own are in screen-kit): one
// file for the forms that share them instead of a handful of tiny ones (issue 30).
const FORM_RULES =
  /node_modules[\\/]@conform-to[\\/]valibot[\\/]|[\\/]src[\\/]features[\\/]accounts[\\/]parse-form\.|[\\/]contract[\\/](auth|fields|messages|birth-date|birth-date-messages)\.|[\\/]src[\\/]i18n[\\/]validation-messages\.|[\\/]machines[\\/]shared[\\/]form-errors\./;
// The login page and the guest pages' frame (brand intro, pets on a call), which /signup shares:
// one file for the first page a guest sees instead of three.
const LOGIN =
  /[\\/]src[\\/](routes[\\/]\{-\$lang\}[\\/]_guest[\\/]login\.tsx|features[\\/]accounts[\\/](GuestPage|BrandIntro|LandingPets|landing-images|LoginView|LoginPage\.container)|features[\\/]safety[\\/]AccountClosedNotice|app[\\/]composition[\\/]accounts[\\/]login)|[\\/]machines[\\/]login[\\/]/;

export default defineConfig({
  plugins: [
    // The router plugin must come before react(); it generates src/routeTree.gen.ts.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    // Lingui macros need Babel; plugin-react 6 runs none (scripts/vite-lingui-macro.ts).
    linguiMacro(),
    lingui(),
    vanillaExtractPlugin(),
    // The installed app's icons, drawn at build (scripts/app-icons.ts).
    appIcons(),
    // The landing page's pets on a call, drawn at build (scripts/landing-images.ts).
    landingImages(),
    // The web app manifest and the service worker (src/sw/sw.ts; docs/architecture.md "Installable
    // app"). Registered by the app-update machine's actor, so no registration script is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'PetChat',
        short_name: 'PetChat',
        description: 'Video chat for pet owners',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brand.orange,
        background_color: darkBackground,
        icons: APP_ICONS.map((icon) => ({ ...icon })),
      },
      injectManifest: {
        // The app shell, every chunk and style (lazy routes too, so every page opens offline),
        // the catalogs, fonts and icons. Not the .br/.gz twins, nor source maps.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        globIgnores: ['sw.js'],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip twins of every built text file, served as they are (server/http/spa.ts).
    precompress(),
    // dist/.vite/pages.json: each page's chunks, preloaded by the server (server/http/page-documents.ts).
    pagePreloadsPlugin(),
  ],
  resolve: {
    alias: {
      '~contract': new URL('./contract', import.meta.url).pathname,
      '~machines': new URL('./machines', import.meta.url).pathname,
      '~src': new URL('./src', import.meta.url).pathname,
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/peerjs': { target: 'ws://localhost:3000', ws: true },
      '/realtime': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Hidden maps unless SOURCE_MAPS=1 (scripts/source-maps.ts; docs/security.md, issue 28).
    sourcemap: buildSourceMaps(process.env),
    // The manifest (dist/.vite/manifest.json) lets `npm run bench` map routes to their chunks.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The entry is a single file (below), so index.html has nothing to preload; the polyfill
    // would only add preload hints for lazy chunks on browsers without modulepreload (Safari 16,
    // Firefox < 115), at 0.2 KB gzip on every first load. Lazy chunks load without it.
    modulePreload: { polyfill: false },
    // Chunking for the first load (`npm run bench`; docs/architecture.md "First load").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports goes into the entry file. Left alone, the bundler
            // spreads it over eight files (React, router, XState… cut by which lazy routes share
            // them), and each one costs its own overhead and gzip context.
            { name: 'index', tags: ['$initial'], priority: 3 },
            // The name is the one scripts/bundle-manifest.ts (ROUTE_GROUPS) maps the route to.
            {
              name: ROUTE_GROUPS['src/routes/{-$lang}/_guest/login'],
              test: LOGIN,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // conform and the app's glue for it: every form screen needs all of it. Not its
            // dependencies (validation texts, fields), which screens without forms share too.
            { name: 'forms', test: FORMS, priority: 2, includeDependenciesRecursively: false },
            { name: 'form-rules', test: FORM_RULES, priority: 1, includeDependenciesRecursively: false },
            // Small modules most screens share (fields, status line, screen-actor host,
            // validation texts): one file instead of a handful of tiny ones on every screen.
            // Keep it light: what a member imports comes along, and every screen pays for it.
            { name: 'screen-kit', test: SCREEN_KIT, priority: 1 },
          ],
        },
      },
    },
  },
});
