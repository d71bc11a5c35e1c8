import { describe, expect, it } from 'vitest';
import { goTo, setNavigationRouter } from './navigation';

function fakeRouter(pathname: string) {
  const hrefs: string[] = [];
  const router = {
    state: { location: { pathname } },
    navigate: async ({ href }: { href: string }) => {
      hrefs.push(href);
    },
  };
  return { router, hrefs };
}

describe('goTo', () => {
  it('goes to a page in the language of the current URL', () => {
    const english = fakeRouter('/verify');
    setNavigationRouter(english.router as never);
    goTo('/signup-photo');
    expect(english.hrefs).toEqual(['/signup-photo']);

    const ukrainian = fakeRouter('/ua/password-reset');
    setNavigationRouter(ukrainian.router as never);
    goTo('/');
    goTo('/profile');
    goTo('/', { breed_id: 3 });
    expect(ukrainian.hrefs).toEqual(['/ua', '/ua/profile', '/ua?breed_id=3']);
  });
});
