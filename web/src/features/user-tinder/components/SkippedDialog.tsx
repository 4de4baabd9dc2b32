import type { Persona } from '@idea-studio/sdk';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../ui/constants';
import { PersonaImage } from './PersonaImage';

export interface SkippedDialogProps {
  opened: boolean;
  skipped: readonly Persona[];
  onClose: () => void;
  /** Done: the verdicts given; personas without one stay skipped. */
  onDone: (verdicts: Record<string, 'accept' | 'reject'>) => void;
}

/**
 * The Skipped Users dialog (part 2 §2.10): name and description of each skipped persona with a red reject and a
 * green accept button, 'You have not skipped any user.' when there is none, and Done.
 */
export function SkippedDialog({ opened, skipped, onClose, onDone }: SkippedDialogProps) {
  const { t } = useTranslation();
  const [verdicts, setVerdicts] = useState<Record<string, 'accept' | 'reject'>>({});

  useEffect(() => {
    if (opened) setVerdicts({});
  }, [opened]);

  const toggle = (name: string, verdict: 'accept' | 'reject') =>
    setVerdicts((current) => {
      const { [name]: previous, ...rest } = current;
      return previous === verdict ? rest : { ...rest, [name]: verdict };
    });

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('userTinder.skipped.title')} size={SMALL_DIALOG_WIDTH_PX}>
      <Stack gap="md">
        {skipped.length === 0 ? (
          <Text c="dimmed">{t('userTinder.skipped.none')}</Text>
        ) : (
          <Stack gap="sm" role="list">
            {skipped.map((persona) => {
              const verdict = verdicts[persona.name];
              return (
                <Group key={persona.name} wrap="nowrap" gap="sm" align="flex-start" role="listitem">
                  <PersonaImage persona={persona} size={40} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={700}>{persona.name}</Text>
                    <Text size="sm" c="dimmed">
                      {persona.short_summary}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    <ActionIcon
                      color="red"
                      radius="xl"
                      size="lg"
                      variant={verdict === 'reject' ? 'filled' : 'light'}
                      aria-pressed={verdict === 'reject'}
                      aria-label={t('userTinder.skipped.reject', { name: persona.name })}
                      onClick={() => toggle(persona.name, 'reject')}
                    >
                      <IconX size={18} />
                    </ActionIcon>
                    <ActionIcon
                      color="green"
                      radius="xl"
                      size="lg"
                      variant={verdict === 'accept' ? 'filled' : 'light'}
                      aria-pressed={verdict === 'accept'}
                      aria-label={t('userTinder.skipped.accept', { name: persona.name })}
                      onClick={() => toggle(persona.name, 'accept')}
                    >
                      <IconCheck size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={() => onDone(verdicts)}>{t('userTinder.skipped.done')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
