import type { SnapshotFrom } from 'xstate';
import type { photoEditorMachine } from './photo-editor.machine';
import { type PhotoProblem, type PhotoSource, scaleOfSize } from './photo-editor.types';

export type PhotoEditorSnapshot = SnapshotFrom<typeof photoEditorMachine>;

export interface PhotoEditorViewModel {
  /** The editor dialog is on screen. */
  open: boolean;
  /** A file is being read. */
  decoding: boolean;
  saving: boolean;
  /** "Photo updated successfully" is on screen (3 s). */
  saved: boolean;
  source: PhotoSource | null;
  size: number;
  angle: number;
  scale: number;
  problem: PhotoProblem | null;
  serverMessage: string | null;
}

export function selectPhotoEditor(s: PhotoEditorSnapshot): PhotoEditorViewModel {
  return {
    open: s.hasTag('open'),
    decoding: s.matches('decoding'),
    saving: s.matches('saving'),
    saved: s.matches('saved'),
    source: s.context.source,
    size: s.context.size,
    angle: s.context.angle,
    scale: scaleOfSize(s.context.size),
    problem: s.context.problem,
    serverMessage: s.context.serverMessage,
  };
}
