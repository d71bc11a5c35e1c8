import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // The router plugin must come before react(); it generates src/routeTree.gen.ts.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    // Lingui macros need Babel; plugin-react 6 runs none, so it is added after react().
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    vanillaExtractPlugin(),
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
  // The manifest (dist/.vite/manifest.json) lets `npm run bench` map routes to their chunks.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
});
