import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { LandingPets } from './LandingPets';

afterEach(cleanup);

const pictures = () =>
  screen.getAllByRole('img').map((img) => ({
    src: img.getAttribute('src'),
    alt: img.getAttribute('alt'),
    size: `${img.getAttribute('width')}×${img.getAttribute('height')}`,
    loading: img.getAttribute('loading'),
  }));

describe('LandingPets: pets on the signed-out home (issue 25)', () => {
  it('shows the three pictures drawn at build, lazy, sized and named', async () => {
    await renderTranslated(<LandingPets />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Who you will meet');
    expect(pictures()).toEqual([
      {
        src: '/landing/dog-call.svg',
        alt: 'A golden puppy on a video call, looking into the camera',
        size: '320×240',
        loading: 'lazy',
      },
      { src: '/landing/cat-call.svg', alt: 'A grey cat on a video call, ears up', size: '320×240', loading: 'lazy' },
      {
        src: '/landing/parrot-call.svg',
        alt: 'A green parrot with an orange head on its perch, on a video call',
        size: '320×240',
        loading: 'lazy',
      },
    ]);
    expect(screen.getAllByRole('figure').map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      'Dogs say hello with their whole face.',
      'Cats come to the camera when they feel like it.',
      'Parrots chat back.',
    ]);
  });

  it('names them in Ukrainian', async () => {
    await renderTranslated(<LandingPets />, 'ua');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Кого ви зустрінете');
    expect(pictures().map((p) => p.alt)).toEqual([
      'Золотисте цуценя у відеочаті дивиться в камеру',
      'Сірий кіт у відеочаті, вуха насторожено',
      'Зелений папуга з помаранчевою головою на жердинці у відеочаті',
    ]);
  });
});
