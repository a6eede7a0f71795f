/**
 * A menu of actions behind one button (a team sheet row's "…", a game's "More"). The button is drawn at
 * once; Mantine's Menu, its popover and floating-ui's positioning (ActionMenuDropdown.tsx) are loaded the
 * first time it is pressed, and the menu then opens: a screen with a menu per row does not fetch and run
 * the menus' code before its first paint (bench/README.md "Web").
 *
 * `target`: the button (an ActionIcon or a Button with its label); `actions`: the items, in order.
 */
import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** One item of an ActionMenu. `refusal`: why it is disabled, shown as its title; null when enabled. */
export type MenuAction = {
  key: string;
  label: ReactNode;
  onClick: () => void;
  icon?: ReactNode;
  /** Its accessible name when the label alone is not enough ("Move Sipho Khumalo to the reserves"). */
  aria?: string;
  color?: string;
  disabled?: boolean;
  title?: string;
};

export type ActionMenuProps = {
  target: ReactElement<{ onClick?: () => void }>;
  actions: MenuAction[];
  position?: 'bottom-end' | 'bottom-start' | 'bottom';
};

const ActionMenuDropdown = lazy(() => import('./ActionMenuDropdown.tsx'));

export function ActionMenu(props: ActionMenuProps) {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    return cloneElement(props.target, {
      onClick: () => setLoaded(true),
      'aria-haspopup': 'menu',
      'aria-expanded': false,
    } as Record<string, unknown>);
  }
  return (
    <Suspense fallback={props.target}>
      <ActionMenuDropdown {...props} />
    </Suspense>
  );
}
