/**
 * The File System Access API's picker (`showOpenFilePicker`), where the browser has it (spec §5:
 * the photo picker uses the newer file-picker API and falls back to a hidden file input).
 */
interface FilePickerWindow {
  showOpenFilePicker?: (options: {
    multiple?: boolean;
    excludeAcceptAllOption?: boolean;
    types?: Array<{ description?: string; accept: Record<string, string[]> }>;
  }) => Promise<Array<{ getFile(): Promise<File> }>>;
}

/** Extensions offered by the picker: the image types the server accepts (contract PHOTO_ACCEPT). */
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'];

/** Thrown when the picker cannot be used here (e.g. inside a cross-origin frame): use the input instead. */
export class FilePickerUnavailable extends Error {}

/**
 * A function that opens the system picker for one image and resolves with the file, or null when
 * the user cancels; undefined when the browser has no such picker.
 */
export function systemImagePicker(win: Window = window): ((description: string) => Promise<File | null>) | undefined {
  const picker = (win as unknown as FilePickerWindow).showOpenFilePicker;
  if (typeof picker !== 'function') return undefined;
  return async (description) => {
    try {
      const [handle] = await picker.call(win, {
        multiple: false,
        excludeAcceptAllOption: true,
        types: [{ description, accept: { 'image/*': IMAGE_EXTENSIONS } }],
      });
      return handle ? await handle.getFile() : null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      throw new FilePickerUnavailable(error instanceof Error ? error.message : String(error));
    }
  };
}
