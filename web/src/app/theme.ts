import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Idea Studio's indigo-violet brand colour, lightest to darkest. */
const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dcdffb',
  '#b6bcf2',
  '#8e97ea',
  '#6d77e3',
  '#5863df',
  '#4c58de',
  '#3d49c5',
  '#3540b1',
  '#29369d',
];

const systemFonts =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed text (gray 6) reaches only about 3:1 against white and light gray; secondary text here is often
 * small, so it is darkened to pass WCAG AA (4.5:1) on white and on the gray backgrounds it sits on.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d' },
  dark: {},
});
