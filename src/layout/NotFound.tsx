import { Trans } from '@lingui/react/macro';
import { Link } from '../ui/Link';
import * as s from './Page.css';

/** The 404 page, for any path that is not a route. */
export function NotFound() {
  return (
    <section className={s.card} data-testid="not-found">
      <p className={s.bigNumber} aria-hidden="true">
        404
      </p>
      <h1 className={s.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>This page has wandered off, like a curious puppy. Let's get you back.</Trans>
      </p>
      <Link to="/" asButton={{ variant: 'primary' }}>
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  );
}
