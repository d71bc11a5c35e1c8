import { Trans } from '@lingui/react/macro';
import { LogoMark } from '../../layout/Logo';
import { GlobeIcon, PawIcon, UsersIcon } from '../../ui/icons';
import * as s from './HomeView.css';

export interface HomeViewProps {
  userName: string;
}

/** The home page's chat area before a chat starts: what the random video chat offers. */
export function HomeView({ userName }: HomeViewProps) {
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <div className={s.text}>
          <p className={s.greeting}>
            <Trans>Hi, {userName}!</Trans>
          </p>
          <h1 id="home-title" className={s.title}>
            <Trans>Start a chat</Trans>
          </h1>
          <p className={s.lead}>
            <Trans>Meet pet owners from everywhere by video. Say hello, show off your pet, and press Next to meet someone new.</Trans>
          </p>
        </div>
        <div className={s.stage} aria-hidden="true">
          <LogoMark variant="light" size={96} />
          <span className={s.stageBadge}>
            <Trans>Your camera and microphone are used only during a chat</Trans>
          </span>
        </div>
      </section>
      <ul className={s.features}>
        <li className={s.feature}>
          <span className={s.featureIcon}>
            <GlobeIcon width={28} height={28} />
          </span>
          <h2 className={s.featureTitle}>
            <Trans>General chat</Trans>
          </h2>
          <p className={s.featureText}>
            <Trans>A random companion who loves animals as much as you do.</Trans>
          </p>
        </li>
        <li className={s.feature}>
          <span className={s.featureIcon}>
            <PawIcon width={28} height={28} />
          </span>
          <h2 className={s.featureTitle}>
            <Trans>Chat by breed</Trans>
          </h2>
          <p className={s.featureText}>
            <Trans>With a subscription, meet owners of the same breed as your pet.</Trans>
          </p>
        </li>
        <li className={s.feature}>
          <span className={s.featureIcon}>
            <UsersIcon width={28} height={28} />
          </span>
          <h2 className={s.featureTitle}>
            <Trans>Friends</Trans>
          </h2>
          <p className={s.featureText}>
            <Trans>Add the people you liked and call them again when they are online.</Trans>
          </p>
        </li>
      </ul>
    </>
  );
}
