import { describe, expect, it } from 'vitest';
import {
  chunkOfSource,
  chunksOfRouteFile,
  entryKey,
  filesOf,
  fullRouteId,
  type Manifest,
  pageRoutes,
  parseRouteTree,
  routeChain,
  routeUrl,
  staticClosure,
} from '../../scripts/bundle-manifest';
import { bodyFonts } from '../../scripts/vite-page-preloads';

// Shaped like TanStack Router's generator output (routeTree.gen.ts).
const tree = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as LangRouteRouteImport } from './routes/{-$lang}/route'
import { Route as LangGuestRouteImport } from './routes/{-$lang}/_guest'
import { Route as LangIndexRouteImport } from './routes/{-$lang}/index'
import { Route as LangGuestLoginRouteImport } from './routes/{-$lang}/_guest/login'
import { Route as LangAppRouteRouteImport } from './routes/{-$lang}/_app/route'

const LangRouteRoute = LangRouteRouteImport.update({
  id: '/{-$lang}',
  path: '/{-$lang}',
  getParentRoute: () => rootRouteImport,
} as any)
const LangGuestRoute = LangGuestRouteImport.update({
  id: '/_guest',
  getParentRoute: () => LangRouteRoute,
} as any)
const LangIndexRoute = LangIndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => LangRouteRoute,
} as any)
const LangGuestLoginRoute = LangGuestLoginRouteImport.update({
  id: '/login',
  path: '/login',
  getParentRoute: () => LangGuestRoute,
} as any)
const LangAppRouteRoute =
  LangAppRouteRouteImport.update({
    id: '/_app',
    getParentRoute: () => LangRouteRoute,
  } as any)
`;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_peer.js': { file: 'assets/peer.js' },
  'src/routes/{-$lang}/_guest/login.tsx?tsr-split=component': {
    file: 'assets/login.js',
    src: 'src/routes/{-$lang}/_guest/login.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_react.js', '_form.js'],
    css: ['assets/login.css'],
  },
  '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
  'src/routes/{-$lang}/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    src: 'src/routes/{-$lang}/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_peer.js'],
    dynamicImports: ['src/features/recording.ts'],
  },
  'src/features/recording.ts': { file: 'assets/recording.js', src: 'src/features/recording.ts', isDynamicEntry: true },
  'src/locales/en/messages.po': {
    file: 'assets/messages-en.js',
    src: 'src/locales/en/messages.po',
    isDynamicEntry: true,
  },
};

describe('bundle benchmark helpers', () => {
  it('reads route files, ids and parents from the generated route tree', () => {
    const nodes = parseRouteTree(tree);
    expect(nodes.map((n) => [n.name, n.file, n.parent])).toEqual([
      ['root', 'src/routes/__root', null],
      ['LangRoute', 'src/routes/{-$lang}/route', 'root'],
      ['LangGuest', 'src/routes/{-$lang}/_guest', 'LangRoute'],
      ['LangIndex', 'src/routes/{-$lang}/index', 'LangRoute'],
      ['LangGuestLogin', 'src/routes/{-$lang}/_guest/login', 'LangGuest'],
      ['LangAppRoute', 'src/routes/{-$lang}/_app/route', 'LangRoute'],
    ]);
  });

  it('lists only landing pages (no layouts, even childless ones), with their ancestors root first', () => {
    const nodes = parseRouteTree(tree);
    const pages = pageRoutes(nodes);
    expect(pages.map((p) => p.name)).toEqual(['LangIndex', 'LangGuestLogin']);
    const chain = routeChain(nodes, pages[1]);
    expect(chain.map((n) => n.name)).toEqual(['root', 'LangRoute', 'LangGuest', 'LangGuestLogin']);
    expect(fullRouteId(chain)).toBe('/{-$lang}/_guest/login');
    expect(routeUrl(fullRouteId(routeChain(nodes, pages[0])))).toBe('/');
  });

  it('turns route ids into English URLs', () => {
    expect(routeUrl('/{-$lang}/_guest/login')).toBe('/login');
    expect(routeUrl('/{-$lang}/')).toBe('/');
    expect(routeUrl('/{-$lang}/_app/friends/route')).toBe('/friends');
  });

  it('follows static imports but not dynamic ones', () => {
    const keys = staticClosure(manifest, ['index.html', 'src/routes/{-$lang}/index.tsx?tsr-split=component']);
    expect([...keys].sort()).toEqual([
      '_peer.js',
      '_react.js',
      'index.html',
      'src/routes/{-$lang}/index.tsx?tsr-split=component',
    ]);
  });

  it('collects JS and CSS files of the closure once each', () => {
    const route = chunksOfRouteFile(manifest, 'src/routes/{-$lang}/_guest/login');
    expect(route).toEqual(['src/routes/{-$lang}/_guest/login.tsx?tsr-split=component']);
    const files = filesOf(manifest, staticClosure(manifest, [entryKey(manifest), ...route]));
    expect(files.js.sort()).toEqual(['assets/form.js', 'assets/index.js', 'assets/login.js', 'assets/react.js']);
    expect(files.css.sort()).toEqual(['assets/form.css', 'assets/index.css', 'assets/login.css']);
  });

  it('leaves out the pieces a route fetches only when shown: its error and not-found components', () => {
    const split = (query: string) => `src/routes/{-$lang}/_legal/route.tsx?tsr-split=${query}`;
    const pieces: Manifest = Object.fromEntries(
      [
        'component',
        'errorComponent',
        'notFoundComponent',
        'errorComponent---notFoundComponent',
        'errorComponent---pendingComponent',
      ].map((query) => [split(query), { file: `assets/${query}.js`, src: split(query), isDynamicEntry: true }]),
    );
    expect(chunksOfRouteFile(pieces, 'src/routes/{-$lang}/_legal/route').sort()).toEqual([
      split('component'),
      split('errorComponent---pendingComponent'),
    ]);
  });

  it('finds the chunk of a dynamically imported source file', () => {
    expect(chunkOfSource(manifest, 'src/locales/en/messages.po')).toBe('src/locales/en/messages.po');
    expect(chunkOfSource(manifest, 'src/locales/ua/messages.po')).toBeUndefined();
  });
});

describe('the body fonts of the page documents', () => {
  it('finds the regular latin and cyrillic Nunito files among the built assets', () => {
    expect(
      bodyFonts([
        'nunito-latin-700-normal-Ab1.woff2',
        'nunito-latin-400-normal-Cd2_x.woff2',
        'nunito-cyrillic-400-normal-Ef3.woff2',
        'index-1.js',
      ]),
    ).toEqual({ en: 'assets/nunito-latin-400-normal-Cd2_x.woff2', ua: 'assets/nunito-cyrillic-400-normal-Ef3.woff2' });
    expect(bodyFonts([])).toEqual({ en: null, ua: null });
  });
});
