import { useBreedMenu } from '../../../machines/breed-picker/use-breed-menu';
import { useChild } from '../../app/root-context';
import { BreedMenu } from './BreedMenu';

/** The navbar breed menu on the app's breed picker; a choice opens breed chat at `/?breed_id=<id>`. */
export default function BreedMenuContainer() {
  const { view, openChange, choose, retry } = useBreedMenu(useChild('breedPicker'));
  return <BreedMenu {...view} onOpenChange={openChange} onChoose={choose} onRetry={retry} />;
}
