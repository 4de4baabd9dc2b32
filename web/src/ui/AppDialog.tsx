import { Modal, type ModalProps } from '@mantine/core';
import { DIALOG_CLOSE_MS, DIALOG_MAX_WIDTH_PX, DIALOG_MIN_WIDTH_PX, DIALOG_OPEN_MS } from './constants';

export type AppDialogProps = ModalProps;

/**
 * The app's dialog: Mantine's Modal with the timings and width bounds of part 1 §9 (opens in 150 ms, closes in
 * 75 ms, 280–560 px wide unless a dialog asks for another size).
 */
export function AppDialog({ size = DIALOG_MAX_WIDTH_PX, styles, ...props }: AppDialogProps) {
  return (
    <Modal
      centered
      size={size}
      transitionProps={{ duration: DIALOG_OPEN_MS, exitDuration: DIALOG_CLOSE_MS }}
      styles={{
        content: { minWidth: DIALOG_MIN_WIDTH_PX },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        ...(typeof styles === 'object' ? styles : {}),
      }}
      {...props}
    />
  );
}
