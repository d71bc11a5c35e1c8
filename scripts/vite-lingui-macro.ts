import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`…) compiled by Babel in the app's own source, before
 * Vite strips types and JSX (the macro reads both as written). This replaces
 * @rolldown/plugin-babel, whose every release declares Node ≥ 22.12: npm ci warned about it on
 * Node 20, where `npm ci && npm start` must keep working. Same Babel, same macro plugin; only
 * files that import a Lingui macro are parsed.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'petchat:lingui-macro',
    enforce: 'pre',
    transform: {
      filter: {
        id: { include: /\.[cm]?[jt]sx?(\?|$)/, exclude: /[\\/]node_modules[\\/]/ },
        code: /@lingui\/[\w/-]*macro/,
      },
      async handler(code, id) {
        const file = id.split('?')[0];
        const typescript = /\.[cm]?tsx?$/.test(file);
        const jsx = /x$/.test(file);
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            sourceType: 'module',
            plugins: [...(typescript ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])],
          },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
