import { Button, type ButtonProps } from '@blueprintjs/core';
import { More } from '@blueprintjs/icons';

export interface RowActionsButtonProps extends ButtonProps {
  readonly busy: boolean;
  /** The button's name, which says whose appointment it changes. */
  readonly label: string;
  readonly screen: string;
}

/**
 * A row's "…" button: drawn alone until its menu's code has loaded, then as the popover's target
 * (which adds its own handlers and ref to the props passed on).
 */
export function RowActionsButton({ busy, label, screen, ...target }: RowActionsButtonProps) {
  return (
    <Button
      variant="minimal"
      icon={<More />}
      loading={busy}
      aria-label={label}
      data-testid={`${screen}-row-actions`}
      {...target}
    />
  );
}
