import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BreedView } from '../../../contract/user';
import { groupBreeds } from '../../../machines/breed-picker/breed-groups';
import { propsStore } from '../../../tests/unit/support/props-store';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { BreedMenu, type BreedMenuProps } from './BreedMenu';

const breeds: BreedView[] = [
  { id: 1, name: 'Budgie', name_ua: 'Хвилястий папуга', image: '/media/breeds/budgie.svg' },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: '/media/breeds/cockatiel.svg' },
];

function props(over: Partial<BreedMenuProps> = {}): BreedMenuProps {
  return {
    open: true,
    loading: false,
    choosing: false,
    breeds,
    chosenBreedId: null,
    subscribed: true,
    problem: null,
    query: '',
    groups: groupBreeds(over.breeds ?? breeds, over.query ?? '', null),
    onSearch: vi.fn(),
    onOpenChange: vi.fn(),
    onChoose: vi.fn(),
    onRetry: vi.fn(),
    ...over,
  };
}

describe('BreedMenu', () => {
  it('lists breeds with image, name and a choose button; choosing reports the breed', async () => {
    const user = userEvent.setup();
    const p = props({ chosenBreedId: 2 });
    await renderWithRouter(<BreedMenu {...p} />);
    const menu = screen.getByRole('menu');
    expect(within(screen.getByRole('dialog')).getByTestId('breed-menu-warning').textContent).toBe(
      'Chat by breeds with your subscription: choose a breed to meet its owners.',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Subscribe now' })).toBeNull();
    const budgie = within(menu).getByRole('menuitem', { name: 'Choose Budgie' });
    expect(budgie.querySelector('img')?.getAttribute('src')).toBe('/media/breeds/budgie.svg');
    expect(budgie.textContent).toContain('Choose');
    expect(within(menu).getByRole('menuitem', { name: 'Choose Cockatiel' }).textContent).toContain('Chosen');
    // The menu's button names the chosen breed.
    expect(document.querySelector('button[aria-haspopup="menu"]')?.getAttribute('aria-label')).toBe('Cockatiel');
    await user.click(budgie);
    expect(p.onChoose).toHaveBeenCalledWith(1);
    // Radix closes the menu after a choice.
    expect(p.onOpenChange).toHaveBeenCalledWith(false);
  });

  it('tells a non-subscriber that breed chat needs a subscription, links to /subscription and allows no choice (Ukrainian names)', async () => {
    const user = userEvent.setup();
    const p = props({ subscribed: false });
    await renderWithRouter(<BreedMenu {...p} />, { path: '/ua', language: 'ua' });
    const menu = screen.getByRole('menu', { name: /Чат за породою/ });
    expect(within(screen.getByRole('dialog')).getByTestId('breed-menu-warning').textContent).toBe(
      'Для чату за породою потрібна підписка.',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Підписатися зараз' }).getAttribute('href')).toBe(
      '/ua/subscription',
    );
    const item = within(menu).getByRole('menuitem', { name: 'Обрати: Хвилястий папуга' });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    await user.click(item);
    expect(p.onChoose).not.toHaveBeenCalled();
  });

  it('the button toggles the menu; Escape closes it', async () => {
    const user = userEvent.setup();
    const view = propsStore(BreedMenu, props({ open: false }));
    await renderWithRouter(<view.Component />);
    await user.click(screen.getByRole('button', { name: /Breed chat/ }));
    expect(view.props.onOpenChange).toHaveBeenLastCalledWith(true);
    view.set({ open: true });
    await user.keyboard('{Escape}');
    expect(view.props.onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows loading, a retry when the list failed, and a failed choice', async () => {
    const user = userEvent.setup();
    const view = propsStore(BreedMenu, props({ breeds: [], loading: true }));
    await renderWithRouter(<view.Component />);
    expect(screen.getByRole('menu').textContent).toContain('Loading breeds…');
    view.set({ loading: false, problem: 'loadFailed' });
    await user.click(screen.getByRole('menuitem', { name: 'The breeds could not be loaded. Try again' }));
    expect(view.props.onRetry).toHaveBeenCalledTimes(1);
    expect(view.props.onOpenChange).not.toHaveBeenCalledWith(false);
    view.set({ breeds, problem: 'chooseFailed' });
    expect(screen.getByRole('alert').textContent).toBe('The breed could not be chosen. Please try again.');
  });
});

describe('BreedMenu search and groups (issue 14)', () => {
  it('groups the breeds with the own breed first, and reports what is typed in the search box', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    await renderWithRouter(<BreedMenu {...props({ groups: groupBreeds(breeds, '', 2), onSearch })} />);
    const labels = screen.getAllByRole('group').map((g) => g.textContent);
    expect(labels[0]).toContain("Your pet's breed");
    expect(labels[0]).toContain('Cockatiel');
    expect(labels[1]).toContain('Other');
    await user.type(screen.getByRole('searchbox', { name: 'Search breeds' }), 'b');
    expect(onSearch).toHaveBeenCalledWith('b');
  });

  it('keeps the typing in the search box while the mouse moves over and off the breeds', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<BreedMenu {...props()} />);
    const search = screen.getByRole('searchbox', { name: 'Search breeds' });
    await user.click(search);
    const item = screen.getByRole('menuitem', { name: 'Choose Budgie' });
    await user.hover(item);
    expect(document.activeElement).toBe(search);
    await user.unhover(item);
    expect(document.activeElement).toBe(search);
  });

  it('says so when no breed matches', async () => {
    await renderWithRouter(<BreedMenu {...props({ query: 'zebra', groups: [] })} />);
    expect(screen.getByRole('menu').textContent).toContain('No breed matches “zebra”.');
  });
});
