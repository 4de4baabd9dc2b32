export { notify } from './notify';
export { Snackbar } from './Snackbar';
export {
  hideSnackbarAtom,
  SNACKBAR_TYPES,
  type SnackbarMessage,
  type SnackbarState,
  type SnackbarType,
  showSnackbarAtom,
  snackbarAtom,
} from './snackbarAtoms';
export { snackbarBottomAtom, snackbarClearancesAtom, useSnackbarClearance } from './snackbarClearance';
