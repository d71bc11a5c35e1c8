import type { SnapshotFrom } from 'xstate';
import type { blockMachine } from './block.machine';
import type { BlockTarget } from './block.types';

export type BlockSnapshot = SnapshotFrom<typeof blockMachine>;

export interface BlockView {
  open: boolean;
  busy: boolean;
  failed: boolean;
  target: BlockTarget | null;
}

export function selectBlock(s: BlockSnapshot): BlockView {
  return { open: s.hasTag('open'), busy: s.hasTag('busy'), failed: s.matches('failed'), target: s.context.target };
}
