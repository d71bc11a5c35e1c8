import { visuallyHidden } from '../styles/utilities.css';
import { spinner } from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'accent' | 'onAccent';
  /** Read by screen readers; without it the spinner is decorative (the caller announces the wait). */
  label?: string;
}

export function Spinner({ size, tone, label }: SpinnerProps) {
  if (!label) return <span className={spinner({ size, tone })} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={spinner({ size, tone })} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
