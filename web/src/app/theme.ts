import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
