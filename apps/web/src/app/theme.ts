/**
 * The one Mantine theme of Turnout: pitch green, rounded, phone-first sizes. Colours meet WCAG 2 AA
 * contrast (checked by axe in e2e/screens.spec.ts): the two darkest greens are deeper than
 * Mantine's (white on the primary shade is 5.4:1, not 3.4:1) and dimmed text is a darker grey (6:1 on
 * white, not 3.3:1).
 */
import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

const [g0, g1, g2, g3, g4, g5, g6, g7] = DEFAULT_THEME.colors.green;
const green: MantineColorsTuple = [g0, g1, g2, g3, g4, g5, g6, g7, '#237a36', '#1b6e2f'];

export const theme = createTheme({
  colors: { green },
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
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
    // A toast's close button has a name (axe's button-name; Mantine gives it none).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Dimmed text (c="dimmed", descriptions) dark enough for 4.5:1 on grey-0/1 too, and the text of orange
 * light buttons and badges (Reserves) 5:1 on their pale orange (Mantine's orange-9 is 3.6:1); the team
 * sheet's " · Full" uses the same orange on white (6.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-orange-light-color': '#a8420b' },
  dark: {},
});
