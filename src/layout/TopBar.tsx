import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../ui/Link';
import { Logo, type LogoVariant } from './Logo';
import * as s from './TopBar.css';

export const MAIN_ID = 'main';

export interface TopBarProps {
  logoVariant: LogoVariant;
  /** The right side: sign-in links for guests, the account area for users. */
  account: ReactNode;
  /** The navbar breed menu, for signed-in verified users (features/breeds). */
  breedMenu?: ReactNode;
}

export function TopBar({ logoVariant, account, breedMenu }: TopBarProps) {
  const { t } = useLingui();
  return (
    <header className={s.bar}>
      <a className={s.skipLink} href={`#${MAIN_ID}`}>
        {t`Skip to content`}
      </a>
      <div className={s.inner}>
        <Link to="/" className={s.home} aria-label={t`PetChat home page`}>
          <Logo variant={logoVariant} compact />
        </Link>
        <div className={s.right}>
          {breedMenu}
          {account}
        </div>
      </div>
    </header>
  );
}
