import { useEffect, useRef } from 'react';
import type { PhotoAdjustments } from '../../../machines/photo-editor/photo-editor.types';
import * as s from './PhotoEditorDialog.css';
import { type DrawablePhoto, drawPhoto } from './photo-drawing';

/** Pixels drawn per CSS pixel of the preview, so it stays sharp on high-density screens. */
const DENSITY = 2;
const PREVIEW_CSS_PX = 240;

/** The editor's live preview: the picture as it will be saved, redrawn on every slider move. */
export function PhotoCanvas({ photo, size, angle, label }: PhotoAdjustments & { photo: DrawablePhoto; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) drawPhoto(context, photo, { size, angle }, PREVIEW_CSS_PX * DENSITY, null);
  }, [photo, size, angle]);
  return (
    <canvas
      ref={canvas}
      className={s.canvas}
      width={PREVIEW_CSS_PX * DENSITY}
      height={PREVIEW_CSS_PX * DENSITY}
      role="img"
      aria-label={label}
      data-testid="photo-preview"
    />
  );
}
