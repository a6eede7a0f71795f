/**
 * `react` in the built app (docs/decisions/022-preact-in-the-built-app.md): Preact's React layer
 * (preact/compat) plus the one React 19 export it lacks, `Activity`, which Mantine's Tabs panels use to
 * keep a hidden panel mounted. Here a hidden panel renders nothing, as Mantine does with
 * `keepMounted` off (the app never sets it).
 */
import { createElement, Fragment } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** React 19's <Activity mode="visible" | "hidden">: its children when visible, nothing when hidden. */
export function Activity({ mode = 'visible', children }) {
  return mode === 'hidden' ? null : createElement(Fragment, null, children);
}
