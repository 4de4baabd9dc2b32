import { Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import { showSnackbarAtom } from '../../../ui/snackbar';
import {
  COOKIE_NAMES,
  clearSessionStorageAtom,
  LOCAL_STORAGE_KEYS,
  loginEmailAtom,
  readStored,
  rememberedAtom,
  SESSION_STORAGE_KEYS,
  writeStored,
} from '../../auth/atoms';
import type { StorageKind } from '../../auth/atoms/storageAtom';
import { COMMUNICATION_HISTORY_KEY } from '../../track-data/communicationHistory';

/**
 * What this browser keeps for the app (part 1 §3), by purpose. Automatic login is a flag in localStorage plus the
 * httpOnly cookie the server set (shown by name; the page cannot read it, the flag says whether it is there).
 */
const KEPT = [
  { purpose: 'autoLogin', kind: 'local', keys: [LOCAL_STORAGE_KEYS.autoLogin], cookie: COOKIE_NAMES.remember },
  { purpose: 'loginEmail', kind: 'local', keys: [LOCAL_STORAGE_KEYS.loginEmail] },
  { purpose: 'language', kind: 'local', keys: [LOCAL_STORAGE_KEYS.language] },
  { purpose: 'chat', kind: 'local', keys: [COMMUNICATION_HISTORY_KEY] },
  { purpose: 'tab', kind: 'session', keys: [SESSION_STORAGE_KEYS.redirect, SESSION_STORAGE_KEYS.lastUrl] },
] as const satisfies readonly { purpose: string; kind: StorageKind; keys: readonly string[]; cookie?: string }[];

const isKept = (kind: StorageKind, keys: readonly string[]) => keys.some((key) => readStored(kind, key) !== null);

/**
 * Privacy Preferences (part 1 §2, browser-bound settings): what the app keeps in this browser's storage and why,
 * and a button that clears it. Clearing ends automatic login on this browser (the server forgets its cookie),
 * forgets the remembered e-mail, the language choice and the assistant's conversations; the current session (a
 * cookie the server ends at logout) goes on.
 */
export function PrivacyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { quiet } = useApi();
  const setRemembered = useSetAtom(rememberedAtom);
  const setLoginEmail = useSetAtom(loginEmailAtom);
  const clearSession = useSetAtom(clearSessionStorageAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [, rerender] = useState(0);

  const clear = async () => {
    try {
      await quiet.POST('/auth/autologin/forget', {});
    } catch {
      // Offline: the flag goes anyway, so this browser no longer logs in by itself; the cookie expires.
    }
    setRemembered(null);
    setLoginEmail(null);
    writeStored('local', LOCAL_STORAGE_KEYS.language, null);
    writeStored('local', COMMUNICATION_HISTORY_KEY, null);
    clearSession();
    rerender((n) => n + 1);
    showSnackbar({
      type: 'success',
      headline: t('profile.privacy.clearedHeadline'),
      text: t('profile.privacy.cleared'),
    });
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('profile.privacy.title')} withCloseButton={false}>
      <Stack gap="md">
        <Text size="sm">{t('profile.privacy.intro')}</Text>
        <Table verticalSpacing={6} aria-label={t('profile.privacy.title')}>
          <Table.Tbody>
            {KEPT.map((entry) => (
              <Table.Tr key={entry.purpose} data-testid="privacy-entry">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {t(`profile.privacy.purposes.${entry.purpose}`)}
                  </Text>
                  <Group gap={4}>
                    {entry.keys.map((key) => (
                      <Code key={key}>{key}</Code>
                    ))}
                    {'cookie' in entry && <Code>{`${entry.cookie} (${t('profile.privacy.httpOnlyCookie')})`}</Code>}
                  </Group>
                </Table.Td>
                <Table.Td w={110} ta="right">
                  <Text size="xs" c="dimmed" data-testid="privacy-state">
                    {isKept(entry.kind, entry.keys) ? t('profile.privacy.stored') : t('profile.privacy.notStored')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('profile.privacy.cookie')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button color="red" variant="light" onClick={clear}>
            {t('profile.privacy.clear')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
