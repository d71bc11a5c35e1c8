import { useBreedMenu } from '../../../machines/breed-picker/use-breed-menu';
import { selectUser } from '../../../machines/session/session.selectors';
import { useChild, useChildSelector } from '../../app/root-context';
import { BreedMenu } from './BreedMenu';

/** The navbar breed menu on the app's breed picker; a choice opens breed chat at `/?breed_id=<id>`. */
export default function BreedMenuContainer() {
  const ownBreedId = useChildSelector('session', selectUser)?.pet_breed ?? null;
  const { view, openChange, choose, retry, search } = useBreedMenu(useChild('breedPicker'), ownBreedId);
  return <BreedMenu {...view} onOpenChange={openChange} onChoose={choose} onRetry={retry} onSearch={search} />;
}
