import { Spinner } from '../../ui/Spinner';
import * as s from './CallScreen.css';

/**
 * A loader with its words while the call gets ready ("Getting your camera ready…", "Connecting to
 * Bohdan…"). The spinner names it for screen readers; the visible words are hidden from them.
 */
export function CallWaiting({ text }: { text: string }) {
  return (
    <span className={s.status}>
      <Spinner size="md" label={text} />
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
