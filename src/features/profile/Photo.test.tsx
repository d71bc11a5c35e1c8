import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '../../../contract/profile';
import { propsStore } from '../../../tests/unit/support/props-store';
import { renderTranslated } from '../../../tests/unit/support/render';
import { PhotoDropZone } from './PhotoDropZone';
import { PhotoEditorDialog, type PhotoEditorDialogProps } from './PhotoEditorDialog';
import type { DrawablePhoto } from './photo-drawing';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'kesha.png', { type: 'image/png' });

describe('PhotoDropZone', () => {
  it('falls back to the hidden image input when the browser has no file-picker API', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    await renderTranslated(<PhotoDropZone onFile={onFile} />);
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = png();
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('uses the system picker when there is one; a cancel does nothing, a refused picker opens the input', async () => {
    const user = userEvent.setup();
    const onFile = vi.fn();
    const file = png();
    const picker = vi
      .fn<(description: string) => Promise<File | null>>()
      .mockResolvedValueOnce(file)
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('SecurityError'));
    await renderTranslated(<PhotoDropZone onFile={onFile} pickWithSystemDialog={picker} />, 'ua');
    const click = vi.spyOn(screen.getByTestId('photo-input') as HTMLInputElement, 'click');
    const button = screen.getByRole('button', { name: 'Завантажити фото' });
    await user.click(button);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
    expect(picker).toHaveBeenCalledWith('Зображення');
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('takes a dropped file', async () => {
    const onFile = vi.fn();
    await renderTranslated(<PhotoDropZone onFile={onFile} />);
    const file = png();
    const zone = screen.getByTestId('photo-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });
});

function editorProps(over: Partial<PhotoEditorDialogProps> = {}): PhotoEditorDialogProps {
  return {
    open: true,
    photo: { width: 800, height: 600 } as DrawablePhoto,
    size: 1,
    angle: 0,
    saving: false,
    saved: false,
    problem: null,
    serverMessage: null,
    onResize: vi.fn(),
    onRotate: vi.fn(),
    onSave: vi.fn(),
    onCancel: vi.fn(),
    ...over,
  };
}

describe('PhotoEditorDialog', () => {
  it('has a size slider from 1 to 9, an angle slider from 0 to 360 and a preview', async () => {
    const p = editorProps({ size: 3, angle: 45 });
    await renderTranslated(<PhotoEditorDialog {...p} />);
    const size = screen.getByRole('slider', { name: /Size/ }) as HTMLInputElement;
    const angle = screen.getByRole('slider', { name: /Angle/ }) as HTMLInputElement;
    expect([size.min, size.max, size.value]).toEqual(['1', '9', '3']);
    expect([angle.min, angle.max, angle.value]).toEqual(['0', '360', '45']);
    expect(screen.getByTestId('photo-preview').getAttribute('aria-label')).toBe('Preview of the new photo');
    fireEvent.change(size, { target: { value: '7' } });
    expect(p.onResize).toHaveBeenCalledWith(7);
    fireEvent.change(angle, { target: { value: '180' } });
    expect(p.onRotate).toHaveBeenCalledWith(180);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save photo' }));
    expect(p.onSave).toHaveBeenCalledTimes(1);
  });

  it('shows the outcome: success, a known server reason, or the generic failure (Ukrainian)', async () => {
    const view = propsStore(PhotoEditorDialog, editorProps({ saved: true }));
    await renderTranslated(<view.Component />, 'ua');
    expect(screen.getByText('Фото успішно оновлено').closest('[role="status"]')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Зберегти фото' }) as HTMLButtonElement).disabled).toBe(true);
    view.set({ saved: false, problem: 'uploadFailed', serverMessage: PROFILE_MESSAGES.photoTooLarge });
    expect(screen.getByRole('alert').textContent).toBe('Фото завелике. Максимальний розмір — 5 МБ.');
    view.set({ serverMessage: 'Internal Server Error' });
    expect(screen.getByRole('alert').textContent).toBe('Щось пішло не так. Спробуйте ще раз.');
  });

  it('cannot be closed while saving', async () => {
    const user = userEvent.setup();
    const view = propsStore(PhotoEditorDialog, editorProps({ saving: true }));
    await renderTranslated(<view.Component />);
    await user.keyboard('{Escape}');
    expect(view.props.onCancel).not.toHaveBeenCalled();
    view.set({ saving: false });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(view.props.onCancel).toHaveBeenCalledTimes(1);
  });
});
