import type { ComponentProps } from 'react';
import { type ButtonVariants, button } from './Button.css';
import { Spinner } from './Spinner';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariants & {
    /** Shows a spinner and blocks clicks while an action runs. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[button({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      // Which look it has, for tests and styles that must tell a dangerous action from a safe one.
      data-variant={variant ?? 'primary'}
      {...rest}
    >
      {loading && (
        <Spinner
          size="sm"
          tone={variant === 'primary' || variant === undefined || variant === 'danger' ? 'onAccent' : 'accent'}
        />
      )}
      {children}
    </button>
  );
}
