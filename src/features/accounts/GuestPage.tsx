import type { ReactNode } from 'react';
import type { LogoVariant } from '../../layout/Logo';
import { BrandIntro } from './BrandIntro';
import * as s from './BrandIntro.css';

/** /login and /signup: PetChat's introduction beside the form (stacked on phones). */
export function GuestPage({ logoVariant, children }: { logoVariant: LogoVariant; children: ReactNode }) {
  return (
    <div className={s.guestLayout}>
      <BrandIntro logoVariant={logoVariant} />
      {children}
    </div>
  );
}
