import { Classes, Spinner, SpinnerSize, type Intent } from '@blueprintjs/core';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

export interface TextButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  readonly type?: 'button' | 'submit';
  readonly variant?: 'solid' | 'minimal' | 'outlined';
  readonly intent?: Intent;
  readonly size?: 'medium' | 'large';
  /** Takes the whole width of its container. */
  readonly fill?: boolean;
  /** Shows a spinner in place of the content and disables the button. */
  readonly loading?: boolean;
  readonly icon?: ReactNode;
  readonly endIcon?: ReactNode;
}

/**
 * A button with a label, drawn with Blueprint's button classes. Blueprint's own `Button` puts its
 * label in a `Text`, which reads the label back after every mount and draws a second time: one
 * forced layout and one synchronous re-render per button, on every screen's first paint. This one
 * looks the same and is drawn once. (Icon-only buttons have no `Text` and stay Blueprint's.)
 */
export const TextButton = forwardRef<HTMLButtonElement, TextButtonProps>(function TextButton(
  {
    type = 'button',
    variant = 'solid',
    intent,
    size = 'medium',
    fill = false,
    loading = false,
    icon,
    endIcon,
    disabled = false,
    className,
    children,
    ...rest
  },
  ref,
) {
  const inactive = disabled || loading;
  const classes = [
    Classes.BUTTON,
    inactive ? Classes.DISABLED : '',
    fill ? Classes.FILL : '',
    loading ? Classes.LOADING : '',
    Classes.intentClass(intent) ?? '',
    size === 'large' ? Classes.LARGE : '',
    variant === 'minimal' ? Classes.MINIMAL : variant === 'outlined' ? Classes.OUTLINED : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type={type} className={classes} disabled={inactive} {...rest}>
      {loading && <Spinner className={Classes.BUTTON_SPINNER} size={SpinnerSize.SMALL} />}
      {icon}
      <span className={Classes.BUTTON_TEXT}>{children}</span>
      {endIcon}
    </button>
  );
});
