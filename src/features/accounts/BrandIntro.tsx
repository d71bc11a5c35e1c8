import { Trans } from '@lingui/react/macro';
import { LogoMark, type LogoVariant } from '../../layout/Logo';
import { GlobeIcon, PawIcon, UsersIcon } from '../../ui/pet-icons';
import * as s from './BrandIntro.css';
import { LANDING_IMAGES } from './landing-images';

/**
 * PetChat introduced beside the log-in and sign-up forms (issue 14): what it is, pets on camera,
 * three benefits. Above the form on phones, to its left on wide screens, where it opens with a pet
 * on a call (design pass two: the pictures below the form were under the fold of a 1280×800
 * screen, so the first view had no pet in it). Decorative: "Who you will meet" describes them.
 */
export function BrandIntro({ logoVariant }: { logoVariant: LogoVariant }) {
  return (
    <section className={s.intro} aria-labelledby="brand-intro-title">
      <img
        className={s.picture}
        src={LANDING_IMAGES.dog.src}
        width={LANDING_IMAGES.dog.width}
        height={LANDING_IMAGES.dog.height}
        alt=""
        loading="lazy"
        decoding="async"
        data-testid="brand-intro-picture"
      />
      <div className={s.heading}>
        <LogoMark variant={logoVariant} size={56} />
        <h2 id="brand-intro-title" className={s.title}>
          <Trans>Video chat for pet owners</Trans>
        </h2>
      </div>
      <p className={s.lead}>
        <Trans>Bring your pet to the camera and meet other owners and their pets, face to face.</Trans>
      </p>
      <ul className={s.benefits}>
        <li className={s.benefit}>
          <span className={s.benefitIcon} aria-hidden="true">
            <PawIcon />
          </span>
          <span>
            <Trans>Pets on camera: show your parrot, cat or dog and meet theirs.</Trans>
          </span>
        </li>
        <li className={s.benefit}>
          <span className={s.benefitIcon} aria-hidden="true">
            <GlobeIcon />
          </span>
          <span>
            <Trans>One tap to a new companion, or a chat with owners of your breed.</Trans>
          </span>
        </li>
        <li className={s.benefit}>
          <span className={s.benefitIcon} aria-hidden="true">
            <UsersIcon />
          </span>
          <span>
            <Trans>Add the owners you like as friends and call them again.</Trans>
          </span>
        </li>
      </ul>
    </section>
  );
}
