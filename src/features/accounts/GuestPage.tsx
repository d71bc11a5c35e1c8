import type { ReactNode } from 'react';
import type { LogoVariant } from '../../layout/Logo';
import { BrandIntro } from './BrandIntro';
import * as s from './BrandIntro.css';
import { LandingPets } from './LandingPets';

/** /login and /signup: PetChat's introduction beside the form (stacked on phones), then pets on a call. */
export function GuestPage({ logoVariant, children }: { logoVariant: LogoVariant; children: ReactNode }) {
  return (
    <div className={s.guestLayout}>
      <BrandIntro logoVariant={logoVariant} />
      {children}
      <LandingPets />
    </div>
  );
}
