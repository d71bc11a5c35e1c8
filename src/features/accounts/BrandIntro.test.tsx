import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { BrandIntro } from './BrandIntro';

afterEach(cleanup);

describe('BrandIntro: PetChat beside the guest forms', () => {
  it('opens with a pet on a call drawn at build, decorative (hidden from screen readers) and lazy', async () => {
    await renderTranslated(<BrandIntro logoVariant="light" />);
    const picture = screen.getByTestId('brand-intro-picture');
    expect(picture.getAttribute('src')).toBe('/landing/dog-call.svg');
    expect(picture.getAttribute('alt')).toBe('');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(`${picture.getAttribute('width')}×${picture.getAttribute('height')}`).toBe('320×240');
    // It opens the section named by its heading.
    expect(screen.getByRole('region', { name: 'Video chat for pet owners' }).firstElementChild).toBe(picture);
    expect(screen.queryAllByRole('img', { name: /./ })).toEqual([]);
  });

  it('speaks Ukrainian on /ua', async () => {
    await renderTranslated(<BrandIntro logoVariant="dark" />, 'ua');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Відеочат для власників тварин');
  });
});
