import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** Plugin names of the TanStack router plugin: stories need neither route generation nor route code splitting. */
const isRouterPlugin = (plugin: PluginOption): boolean =>
  !!plugin &&
  typeof plugin === 'object' &&
  'name' in plugin &&
  typeof plugin.name === 'string' &&
  plugin.name.startsWith('tanstack');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  // The accessibility panel: axe-core on the story in the browser, contrast included (issue 17).
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs addon is installed, so component docgen would only slow the build down.
  typescript: { reactDocgen: false },
  // The project's vite.config.ts is loaded as-is (Lingui macros, vanilla-extract, aliases);
  // only the router plugin is dropped, since it rewrites route files and regenerates the tree.
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? []).flat(Number.POSITIVE_INFINITY as 1) as PluginOption[];
    return {
      ...viteConfig,
      plugins: plugins.filter((p) => !isRouterPlugin(p)),
      // The preview bundles every story into one chunk; it is a developer tool, never shipped to users.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2500 },
    };
  },
};

export default config;
