/**
 * The buttons under a form (submit first, then Cancel): side by side, each widened to share the row,
 * while they fit at their whole label's width; otherwise each takes a row of its own. A label is never
 * clipped ("Send Reset Link", not "Send Reset Lin") at any width, which e2e/labels.spec.ts measures.
 */
import type { ReactNode } from 'react';
import { Flex } from '@mantine/core';
import classes from './FormButtons.module.css';

export function FormButtons({ children }: { children: ReactNode }) {
  return (
    <Flex gap="sm" wrap="wrap" className={classes.buttons}>
      {children}
    </Flex>
  );
}
