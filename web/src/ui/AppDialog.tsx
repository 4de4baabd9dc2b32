import { Modal, type ModalProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_CLOSE_MS, DIALOG_MAX_WIDTH_PX, DIALOG_MIN_WIDTH_PX, DIALOG_OPEN_MS } from './constants';
import { useDialogLayer } from './dialogLayers';

export type AppDialogProps = ModalProps;

/**
 * The app's dialog: Mantine's Modal with the timings and width bounds of part 1 §9 (opens in 150 ms, closes in
 * 75 ms, 280–560 px wide unless a dialog asks for another size). Dialogs stack: Esc closes only the top one, and
 * a closed dialog gives the focus back to the control that opened it (`useDialogLayer`). The close button is
 * named 'Close' in the UI language.
 *
 * One Close per dialog: a dialog whose footer has its own Close button (settings, avatar, privacy, result preview —
 * the spec names those buttons) passes `withCloseButton={false}`; every other dialog closes through the X.
 */
export function AppDialog({
  size = DIALOG_MAX_WIDTH_PX,
  styles,
  id,
  closeOnEscape = true,
  closeButtonProps,
  attributes,
  ...props
}: AppDialogProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const rootId = id ?? ownId;
  useDialogLayer({ opened: props.opened, onClose: props.onClose, closeOnEscape, rootId });
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
      closeButtonProps={{ 'aria-label': t('common.close'), ...closeButtonProps }}
      // The dialog's header row is no page banner (a <header> outside sectioning content would count as one).
      attributes={{ ...attributes, header: { role: 'none', ...attributes?.header } }}
      {...props}
      id={rootId}
      // Both are the dialog layer's job (see dialogLayers.ts).
      closeOnEscape={false}
      returnFocus={false}
    />
  );
}
