import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  componentFiles,
  type FoundComponent,
  findComponentsRendering,
  type Origin,
  withoutExtension,
} from '../../../tests/unit/support/dialog-components';
import { DIALOG_BUILDING_BLOCKS, POPUP_GROUPS, POPUPS } from './popup-registry';
import { SPEC_POPUPS } from './spec-popups';

const SRC = path.resolve(import.meta.dirname, '../..');
const RADIX_ROOT: Origin = { module: '@radix-ui/react-dialog', name: 'Root' };
const where = (c: FoundComponent) => `${path.relative(path.dirname(SRC), c.file)}: ${c.name}`;

async function runtimeOf(component: FoundComponent): Promise<unknown> {
  if (!component.exportName) return undefined;
  const module: Record<string, unknown> = await import(/* @vite-ignore */ component.file);
  return module[component.exportName];
}

/**
 * Every component of src/ that renders a dialog: Radix's dialog root, or a building block
 * (the shared Dialog, ConfirmActionDialog). Building blocks are found the same way, so the scan
 * starts at Radix's root and takes in each building block it meets until no new one appears.
 */
async function dialogComponents() {
  const sources = componentFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  let roots: Origin[] = [RADIX_ROOT];
  for (;;) {
    const found = await Promise.all(
      findComponentsRendering(sources, roots).map(async (c) => ({ ...c, runtime: await runtimeOf(c) })),
    );
    const blocks = found.filter((c) => c.exportName && DIALOG_BUILDING_BLOCKS.includes(c.runtime as never));
    const next = [RADIX_ROOT, ...blocks.map((c) => ({ module: withoutExtension(c.file), name: c.exportName! }))];
    if (next.length === roots.length)
      return { popups: found.filter((c) => !blocks.includes(c)), blocks: blocks.map((c) => c.runtime) };
    roots = next;
  }
}

// The scan parses every component file and imports each dialog's module: seconds on a busy machine.
const SCAN_TIMEOUT = 20_000;

describe('the /popups registry', () => {
  it(
    'lists every dialog component of src/ (add a new popup to popup-registry.tsx)',
    async () => {
      const { popups } = await dialogComponents();
      const listed = new Set<unknown>(POPUPS.map((entry) => entry.component));
      const missing = popups.filter((c) => !listed.has(c.runtime)).map(where);
      expect(missing, 'dialog components /popups does not list').toEqual([]);
    },
    SCAN_TIMEOUT,
  );

  it(
    'lists only dialog components found in src/, and building blocks that still are ones',
    async () => {
      const { popups, blocks } = await dialogComponents();
      const found = new Set(popups.map((c) => c.runtime));
      expect(POPUPS.filter((entry) => !found.has(entry.component)).map((entry) => entry.id)).toEqual([]);
      expect(blocks).toHaveLength(DIALOG_BUILDING_BLOCKS.length);
    },
    SCAN_TIMEOUT,
  );

  it('has every popup spec §2 names, each once, in a group of the page', () => {
    const ids = POPUPS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SPEC_POPUPS.filter((id) => !ids.includes(id))).toEqual([]);
    const groups = POPUP_GROUPS.map((group) => group.id);
    expect(POPUPS.filter((entry) => !groups.includes(entry.group)).map((entry) => entry.id)).toEqual([]);
    expect(groups.filter((group) => !POPUPS.some((entry) => entry.group === group))).toEqual([]);
  });
});

describe('the dialog scan', () => {
  const file = (name: string) => path.join(SRC, 'features/example', name);
  const dialog: Origin = { module: path.join(SRC, 'ui/Dialog'), name: 'Dialog' };

  it('finds a component rendering a dialog however it is imported or declared, not one hosting a popup', () => {
    const sources = [
      {
        file: file('RenamedDialog.tsx'),
        text: `import { Dialog as Frame } from '../../ui/Dialog';
          export const RenamedDialog = () => <Frame title="x" />;`,
      },
      {
        file: file('RadixDialog.tsx'),
        text: `import * as Radix from '@radix-ui/react-dialog';
          function Inner() { return <Radix.Root><Radix.Portal /></Radix.Root>; }
          export default function Outer() { return <div><Inner /></div>; }`,
      },
      {
        file: file('Page.tsx'),
        text: `import { RenamedDialog } from './RenamedDialog';
          import * as Radix from '@radix-ui/react-dialog';
          export function Page() { return <main><RenamedDialog /><Radix.Close /></main>; }`,
      },
      {
        file: file('Later.tsx'),
        text: `import { Dialog } from '../../ui/Dialog';
          function LaterDialog() { return <Dialog title="y" />; }
          export { LaterDialog as Exported };`,
      },
    ];
    const found = findComponentsRendering(sources, [dialog, RADIX_ROOT]).map((c) => [c.name, c.exportName]);
    expect(found).toEqual([
      ['RenamedDialog', 'RenamedDialog'],
      ['Inner', null],
      ['LaterDialog', 'Exported'],
    ]);
  });
});
