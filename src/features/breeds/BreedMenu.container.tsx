import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { selectBreedMenu } from '../../../machines/breed-picker/breed-picker.selectors';
import { useChild, useChildSelector } from '../../app/root-context';
import { localizePath } from '../../routing/lang';
import { useUrlLanguage } from '../../routing/use-url-language';
import { BreedMenu } from './BreedMenu';

/** The navbar breed menu on the app's breed picker; a choice opens breed chat at `/?breed_id=<id>`. */
export default function BreedMenuContainer() {
  const picker = useChild('breedPicker');
  const view = useChildSelector('breedPicker', selectBreedMenu);
  const navigate = useNavigate();
  const language = useUrlLanguage();

  useEffect(() => {
    const subscription = picker.on(
      'chat.open',
      ({ breedId }) => void navigate({ href: `${localizePath('/', language)}?breed_id=${breedId}` }),
    );
    return () => subscription.unsubscribe();
  }, [picker, navigate, language]);

  return (
    <BreedMenu
      {...view}
      onOpenChange={(open) => picker.send(open ? { type: 'menu.toggle' } : { type: 'menu.close' })}
      onChoose={(breedId) => picker.send({ type: 'breed.choose', breedId })}
      onRetry={() => picker.send({ type: 'breeds.load' })}
    />
  );
}
