import { useState } from 'react';
import { useUrlLanguage } from '../../routing/use-url-language';
import { PopupsPage } from './PopupsPage';

/** The /popups page with the language of the URL and today's date (read once per visit). */
export function PopupsPageContainer() {
  const language = useUrlLanguage();
  const [now] = useState(() => new Date());
  return <PopupsPage language={language} now={now} />;
}
