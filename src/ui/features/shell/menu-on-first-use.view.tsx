import {
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEventHandler,
} from 'react';

/**
 * A menu behind a button: the button at once, the popover's code (menus, positioning, their
 * styles) on the first click, opened by it. The button stays in place while the code arrives.
 */
export function MenuOnFirstUse({
  Button,
  Popover,
}: {
  readonly Button: ComponentType<{ readonly onClick?: MouseEventHandler<HTMLElement> }>;
  readonly Popover: LazyExoticComponent<ComponentType<{ readonly openAtFirst: boolean }>>;
}) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <Button onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<Button />}>
      <Popover openAtFirst />
    </Suspense>
  );
}
