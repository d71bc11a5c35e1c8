import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * Plugins stories do without: the TanStack router's (neither route generation nor route code
 * splitting) and vite-plugin-pwa's (Storybook is no installable app; its service worker build
 * would refuse Storybook's own 3 MB runtime).
 */
const isDroppedPlugin = (plugin: PluginOption): boolean =>
  !!plugin &&
  typeof plugin === 'object' &&
  'name' in plugin &&
  typeof plugin.name === 'string' &&
  (plugin.name.startsWith('tanstack') || plugin.name.startsWith('vite-plugin-pwa'));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  // The accessibility panel: axe-core on the story in the browser, contrast included (issue 17).
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs addon is installed, so component docgen would only slow the build down.
  typescript: { reactDocgen: false },
  // The project's vite.config.ts is loaded as-is (Lingui macros, vanilla-extract, aliases);
  // only the router plugin (it rewrites route files and regenerates the tree) and the PWA plugin
  // are dropped.
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? []).flat(Number.POSITIVE_INFINITY as 1) as PluginOption[];
    return {
      ...viteConfig,
      plugins: plugins.filter((p) => !isDroppedPlugin(p)),
      // The preview bundles every story into one chunk; it is a developer tool, never shipped to users.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2500 },
    };
  },
};

export default config;
