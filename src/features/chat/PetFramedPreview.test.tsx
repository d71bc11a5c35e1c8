import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { PetFramedPreview } from './PetFramedPreview';

// jsdom has no media playback; the preview's <video> calls play().
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stream = { id: 'own' } as unknown as MediaStream;
const pet = {
  name: 'Kesha',
  photo: '/media/photos/kesha.webp',
  breedImage: '/media/breeds/budgerigar.svg',
  breedName: 'Budgerigar',
};
const frame = () => screen.getByTestId('pet-preview');

describe('PetFramedPreview: the stage before Start (issue 25)', () => {
  it('plays the own camera, muted, in the frame with the pet photo, name and breed', async () => {
    await renderTranslated(<PetFramedPreview pet={pet} stream={stream} cameraOn />);
    expect(frame().dataset.camera).toBe('on');
    const video = screen.getByLabelText('Your camera') as HTMLVideoElement;
    expect(video.srcObject).toBe(stream);
    expect(video.muted).toBe(true);
    expect(video.dataset.testid).toBe('local-video');
    expect(screen.queryByTestId('pet-preview-placeholder')).toBeNull();
    const tag = frame().querySelector('figcaption')!;
    expect(tag.textContent).toBe('KeshaBudgerigar');
    // The photo wins over the breed picture; decorative, since the name is beside it.
    expect(tag.querySelector('img')?.getAttribute('src')).toBe('/media/photos/kesha.webp');
    expect(tag.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('waits calmly for the camera: the pet instead of a black box', async () => {
    await renderTranslated(<PetFramedPreview pet={pet} stream={null} cameraOn />);
    expect(frame().dataset.camera).toBe('opening');
    expect(screen.queryByLabelText('Your camera')).toBeNull();
    expect(screen.getByTestId('pet-preview-placeholder').textContent).toBe('Opening your camera…');
  });

  it('says how to show the pet when the camera is off, in Ukrainian too', async () => {
    await renderTranslated(<PetFramedPreview pet={pet} stream={stream} cameraOn={false} />);
    expect(frame().dataset.camera).toBe('off');
    expect(screen.queryByLabelText('Your camera')).toBeNull();
    expect(screen.getByTestId('pet-preview-placeholder').textContent).toBe(
      'Your camera is off. Turn it on to show Kesha.',
    );
    cleanup();
    await renderTranslated(<PetFramedPreview pet={pet} stream={stream} cameraOn={false} />, 'ua');
    expect(screen.getByTestId('pet-preview-placeholder').textContent).toBe(
      'Камеру вимкнено. Увімкніть її, щоб показати Kesha.',
    );
  });

  it('shows the breed picture without a photo, and a paw without either', async () => {
    await renderTranslated(<PetFramedPreview pet={{ ...pet, photo: null }} stream={null} cameraOn />);
    expect(frame().querySelector('figcaption img')?.getAttribute('src')).toBe('/media/breeds/budgerigar.svg');
    cleanup();
    await renderTranslated(
      <PetFramedPreview
        pet={{ name: 'Murka', photo: null, breedImage: null, breedName: null }}
        stream={null}
        cameraOn
      />,
    );
    expect(frame().querySelectorAll('img')).toHaveLength(0);
    expect(frame().querySelector('figcaption')!.textContent).toBe('Murka');
  });
});
