import { Affix, Notification, Transition } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_AUTO_HIDE_MS } from '../constants';
import { hideSnackbarAtom, type SnackbarType, snackbarAtom } from './snackbarAtoms';
import { SNACKBAR_MARGIN_PX, SNACKBAR_WIDTH_PX, snackbarBottomAtom } from './snackbarClearance';

/** Colour and icon per type; info is deliberately neutral (spec part 1 §2). */
const appearance: Record<SnackbarType, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} stroke={2} /> },
  error: { color: 'red', icon: <IconX size={18} stroke={2} /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} stroke={2} /> },
  info: { color: 'gray', icon: <IconInfoCircle size={18} stroke={2} /> },
};

/**
 * The global snackbar at the bottom right, above the controls a page keeps clear of it (`useSnackbarClearance`,
 * e.g. the track footer's Next Step). Mounted once by the app shell; fed by `notify` / `showSnackbarAtom`.
 */
export function Snackbar() {
  const { t } = useTranslation();
  const snackbar = useAtomValue(snackbarAtom);
  const hide = useSetAtom(hideSnackbarAtom);
  const bottom = useAtomValue(snackbarBottomAtom);
  const { id, visible } = snackbar;

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => hide(id), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [id, visible, hide]);

  const { color, icon } = appearance[snackbar.type];

  return (
    <Affix position={{ bottom, right: SNACKBAR_MARGIN_PX }} zIndex={1000}>
      <Transition mounted={visible} transition="slide-up" duration={200}>
        {(styles) => (
          <Notification
            style={{ ...styles, boxShadow: 'var(--mantine-shadow-lg)' }}
            // Mantine dims the text (gray 6 on white, 3.3:1); the message needs 4.5:1 (WCAG AA), as axe checks.
            styles={{ description: { color: 'var(--mantine-color-text)' } }}
            w={SNACKBAR_WIDTH_PX}
            maw={`calc(100vw - ${2 * SNACKBAR_MARGIN_PX}px)`}
            withBorder
            color={color}
            icon={icon}
            title={snackbar.headline}
            role={snackbar.type === 'error' ? 'alert' : 'status'}
            aria-live={snackbar.type === 'error' ? 'assertive' : 'polite'}
            data-testid="snackbar"
            data-type={snackbar.type}
            onClose={() => hide(id)}
            closeButtonProps={{ 'aria-label': t('snackbar.close') }}
          >
            {snackbar.text}
          </Notification>
        )}
      </Transition>
    </Affix>
  );
}
