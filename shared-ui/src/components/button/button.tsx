import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../spinner/spinner';
import './button.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
type ButtonSize = 'sm' | 'md';

export interface ButtonClassNameOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container width (forms, narrow screens). */
  fullWidth?: boolean;
  /** Extra classes appended after the button classes. */
  className?: string;
}

/**
 * The classes of a Button, for elements that must look like one but are not a <button>: apps apply it
 * to their router links, which this kit cannot import.
 *
 * @example <Link to="/admin/login" className={buttonClassName({ variant: 'secondary' })}>Admin Access</Link>
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonClassNameOptions = {}): string {
  return cx('ft-button', `ft-button--${variant}`, `ft-button--${size}`, fullWidth && 'ft-button--full', className);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonClassNameOptions {
  /** Disables the button and shows a spinner (and `loadingText`, when given, instead of the children). */
  loading?: boolean;
  /** Label while loading, e.g. "Signing in...". */
  loadingText?: ReactNode;
  /** Decorative icon before the label (replaced by the spinner while loading). */
  iconStart?: ReactNode;
  /** Decorative icon after the label. */
  iconEnd?: ReactNode;
}

/**
 * A real <button>. `type` defaults to "button" so that a button inside a form submits only when asked
 * to (`type="submit"`).
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  loadingText,
  iconStart,
  iconEnd,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className: cx(loading && 'ft-button--loading', className) })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner /> : iconStart}
      <span className="ft-button__label">{loading && loadingText != null ? loadingText : children}</span>
      {loading ? null : iconEnd}
    </button>
  );
}
