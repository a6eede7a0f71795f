/**
 * ActionMenu's menu (Mantine Menu), loaded when its button is first pressed, and opened at once: focus
 * moves to the first enabled item, as when a loaded menu is opened by click or keyboard.
 */
import { useState } from 'react';
import { Menu } from '@mantine/core';
import type { ActionMenuProps } from './ActionMenu.tsx';

export default function ActionMenuDropdown({ target, actions, position = 'bottom-end' }: ActionMenuProps) {
  const [opened, setOpened] = useState(true);
  return (
    <Menu opened={opened} onChange={setOpened} position={position} withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item
            key={a.key}
            leftSection={a.icon}
            color={a.color}
            aria-label={a.aria}
            disabled={a.disabled}
            title={a.title}
            onClick={a.onClick}
          >
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
