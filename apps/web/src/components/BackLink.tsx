/** The small "← {label}" link at the top of a screen, back to where it belongs (e.g. the game, Home). */
import type { ReactNode } from 'react';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import rtl from './rtl.module.css';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft className={rtl.flip} size={16} aria-hidden /> {children}
      </Group>
    </Anchor>
  );
}
