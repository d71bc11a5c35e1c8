import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../tests/unit/support/render';
import { Link } from './Link';

describe('Link', () => {
  it('has no prefix in English', async () => {
    await renderWithRouter(<Link to="/friends">Friends</Link>, { path: '/profile' });
    expect(screen.getByRole('link', { name: 'Friends' }).getAttribute('href')).toBe('/friends');
  });

  it('adds /ua while Ukrainian is active, and navigates there', async () => {
    const { router } = await renderWithRouter(
      <Link to="/friends" search={{ page: 2 }}>
        Friends
      </Link>,
      { path: '/ua/profile' },
    );
    const link = screen.getByRole('link', { name: 'Friends' });
    expect(link.getAttribute('href')).toBe('/ua/friends?page=2');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/ua/friends');
  });

  it('maps home to /ua itself', async () => {
    await renderWithRouter(<Link to="/">Home</Link>, { path: '/ua/profile' });
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/ua');
  });
});
