/**
 * Issue 28 item 4: no source maps on a public server, whatever `NODE_ENV` says. The build writes
 * them "hidden" (files beside the chunks for `npm run bench` and error decoding, but no
 * `sourceMappingURL` comment, so no browser asks for them) and the server does not serve `*.map`.
 * `SOURCE_MAPS=1` is the explicit opt-in for local debugging: linked maps, served.
 */
export const sourceMapsWanted = (env: Record<string, string | undefined>): boolean => env.SOURCE_MAPS === '1';

/** vite's `build.sourcemap` for this environment. */
export const buildSourceMaps = (env: Record<string, string | undefined>): true | 'hidden' =>
  sourceMapsWanted(env) ? true : 'hidden';
