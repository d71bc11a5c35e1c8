import { Trans, useLingui } from '@lingui/react/macro';
import * as s from './LandingPets.css';
import { LANDING_IMAGES, type LandingPet } from './landing-images';

/**
 * The signed-out home's pictures (issue 25 "Give it a face"): pets on a call, drawn at build
 * (scripts/landing-images.ts). Below the form, so they load lazily and never hold up the page;
 * each `<img>` keeps its width and height, so nothing moves when it arrives.
 */
export function LandingPets() {
  const { t } = useLingui();
  const pets: { pet: LandingPet; alt: string; caption: string }[] = [
    {
      pet: 'dog',
      alt: t`A golden puppy on a video call, looking into the camera`,
      caption: t`Dogs say hello with their whole face.`,
    },
    {
      pet: 'cat',
      alt: t`A grey cat on a video call, ears up`,
      caption: t`Cats come to the camera when they feel like it.`,
    },
    {
      pet: 'parrot',
      alt: t`A green parrot with an orange head on its perch, on a video call`,
      caption: t`Parrots chat back.`,
    },
  ];
  return (
    <section className={s.section} aria-labelledby="landing-pets-title" data-testid="landing-pets">
      <h2 id="landing-pets-title" className={s.title}>
        <Trans>Who you will meet</Trans>
      </h2>
      <ul className={s.grid}>
        {pets.map(({ pet, alt, caption }) => {
          const image = LANDING_IMAGES[pet];
          return (
            <li key={pet} className={s.card}>
              <figure className={s.figure}>
                <img
                  className={s.image}
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  alt={alt}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption className={s.caption}>{caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
