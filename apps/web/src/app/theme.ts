/**
 * The one Mantine theme of Turnout: pitch green, rounded, phone-first sizes. Colours meet WCAG 2 AA
 * contrast (checked by axe in e2e/screens.spec.ts): the two darkest greens are deeper than
 * Mantine's (white on the primary shade is 5.4:1, not 3.4:1) and dimmed text is a darker grey (6:1 on
 * white, not 3.3:1).
 */
import {
  createTheme,
  DEFAULT_THEME,
  mergeThemeOverrides,
  type MantineThemeOverride,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

const [g0, g1, g2, g3, g4, g5, g6, g7] = DEFAULT_THEME.colors.green;
const green: MantineColorsTuple = [g0, g1, g2, g3, g4, g5, g6, g7, '#237a36', '#1b6e2f'];

export const theme = createTheme({
  colors: { green },
  primaryColor: 'green',
  // Filled buttons and badges take shade 8 in both schemes: white on it is 4.5:1 or more.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    // No focus placeholder (role="presentation") inside role="menu": axe's aria-required-children.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A toast's close button has a name (axe's button-name; Mantine gives it none); the app names it in
    // the reader's language (themeIn).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/** The names of Mantine's own controls, in the reader's language ('app' namespace, controls.*). */
export type ControlNames = { passwordToggle: string; close: string };

/**
 * The theme with Mantine's built-in controls named in the reader's language (README "Languages"): a
 * password field's show/hide button (Mantine's "Toggle password visibility") and a toast's close button
 * (axe's button-name; Mantine gives it none).
 */
export function themeIn(names: ControlNames): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      PasswordInput: {
        defaultProps: { size: 'md', visibilityToggleButtonProps: { 'aria-label': names.passwordToggle } },
      },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': names.close } } },
    },
  });
}

/**
 * Scheme-following text colours (the app follows the system's scheme, App.tsx), each 4.5:1 or more on
 * the scheme's body: --turnout-accent-text (kick-off lines), --turnout-brand-text (the name in the
 * header), --turnout-error-text (error sentences); used as c="var(--turnout-accent-text)".
 * Dimmed text (c="dimmed", descriptions) dark enough for 4.5:1 on grey-0/1 too, and the text of orange
 * light buttons and badges (Reserves) 5:1 on their pale orange (Mantine's orange-9 is 3.6:1); the team
 * sheet's " · Full" uses the same orange on white (6.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-orange-light-color': '#a8420b',
    '--turnout-accent-text': green[8],
    '--turnout-brand-text': green[9],
    '--turnout-error-text': DEFAULT_THEME.colors.red[8],
    // A field's error sentence and red border (Mantine's red-6 is 3.6:1 on white; red-8 is 4.6:1+).
    '--mantine-color-error': DEFAULT_THEME.colors.red[8],
  },
  dark: {
    // Mantine's dark dimmed (dark-2, 4.0:1 on the body) is too faint: dark-1 is 8:1 on the body.
    '--mantine-color-dimmed': DEFAULT_THEME.colors.dark[1],
    '--turnout-accent-text': DEFAULT_THEME.colors.green[4],
    '--turnout-brand-text': DEFAULT_THEME.colors.green[3],
    '--turnout-error-text': DEFAULT_THEME.colors.red[4],
    // Mantine's dark error (red-8) is under 3:1 on the dark body; red-4 reads as the error text does.
    '--mantine-color-error': DEFAULT_THEME.colors.red[4],
  },
});
