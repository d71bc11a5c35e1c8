import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import * as s from './PhotoDropZone.css';

export interface PhotoDropZoneProps {
  /** A file was picked or dropped (the photo editor decides whether it is an image). */
  onFile: (file: File) => void;
  /**
   * The system file picker (File System Access API), when the browser has one; it resolves with
   * null when the user cancels and rejects when it cannot be used here. Without it (or when it
   * fails) the hidden file input opens instead (spec §5).
   */
  pickWithSystemDialog?: (description: string) => Promise<File | null>;
  disabled?: boolean;
  /** Shown inside the zone, e.g. the current photo. */
  children?: ReactNode;
  hint?: ReactNode;
}

/** Pick an image with a button or drop it on the zone; images only. */
export function PhotoDropZone({ onFile, pickWithSystemDialog, disabled = false, children, hint }: PhotoDropZoneProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const openPicker = async () => {
    if (pickWithSystemDialog) {
      try {
        const file = await pickWithSystemDialog(t`Images`);
        if (file) onFile(file);
        return;
      } catch {
        // The picker is not allowed here (e.g. in a frame): the plain input still works.
      }
    }
    input.current?.click();
  };

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <section
      aria-label={t`Photo upload`}
      className={s.zone({ dragging })}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="photo-drop-zone"
    >
      {children}
      <Button variant="secondary" size="sm" onClick={() => void openPicker()} disabled={disabled}>
        <Trans>Upload photo</Trans>
      </Button>
      <p className={s.hint}>{hint ?? <Trans>or drop an image here</Trans>}</p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className={s.hiddenInput}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that picking the same file again still reports it.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </section>
  );
}
