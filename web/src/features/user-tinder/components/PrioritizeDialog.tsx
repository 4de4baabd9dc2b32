import { type Persona, personaOccupation } from '@idea-studio/sdk';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../ui/constants';
import { AgentAvatar } from '../../ai-chat/components/AgentAvatar';
import { PersonaImage } from './PersonaImage';
import classes from './UserTinder.module.css';

export interface PrioritizeDialogProps {
  opened: boolean;
  accepted: readonly Persona[];
  onClose: () => void;
  /** Go ahead with the chosen persona's name. */
  onChoose: (name: string) => void;
}

/**
 * The Prioritize-user dialog (part 2 §2.10), 500 px: Johnny asks to prioritise; a radio list of the accepted
 * personas (picture, name, occupation, short summary); Back, and Go ahead once one is picked.
 */
export function PrioritizeDialog({ opened, accepted, onClose, onChoose }: PrioritizeDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setChosen(null);
  }, [opened]);

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('userTinder.prioritize.title')} size={SMALL_DIALOG_WIDTH_PX}>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <AgentAvatar agent={undefined} size={48} radius="xl" />
          <Stack gap={4} className={classes.bubble}>
            <Text fw={600}>{t('userTinder.prioritize.ask')}</Text>
            <Text size="sm">{t('userTinder.prioritize.comfort')}</Text>
          </Stack>
        </Group>
        <Radio.Group value={chosen} onChange={setChosen} aria-label={t('userTinder.prioritize.list')}>
          <Stack gap="sm">
            {accepted.map((persona) => (
              <Radio.Card key={persona.name} value={persona.name} radius="md" p="sm" aria-label={persona.name}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={4} />
                  <PersonaImage persona={persona} size={48} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={700}>{persona.name}</Text>
                    {personaOccupation(persona) && (
                      <Text size="sm" c="dimmed">
                        {personaOccupation(persona)}
                      </Text>
                    )}
                    <Text size="sm">{persona.short_summary}</Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('userTinder.prioritize.back')}
          </Button>
          <Button disabled={chosen === null} onClick={() => chosen !== null && onChoose(chosen)}>
            {t('userTinder.prioritize.goAhead')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
