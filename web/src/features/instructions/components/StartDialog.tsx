import { Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFileText, IconPresentation, IconRoute } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../ui/constants';
import classes from './StartDialog.module.css';

export type StartChoice = 'guide-me' | 'upload-paper';

export interface StartDialogProps {
  opened: boolean;
  /** The user's first name ('Welcome {name}'). */
  name: string | null | undefined;
  onChoose: (choice: StartChoice) => void;
  onClose: () => void;
}

interface Option {
  choice: StartChoice | null;
  icon: ComponentType<{ size?: number }>;
  label: 'startDialog.guideMe' | 'startDialog.pitchDeck' | 'startDialog.paper';
  text: 'startDialog.guideMeText' | 'startDialog.pitchDeckText' | 'startDialog.paperText';
}

const OPTIONS: Option[] = [
  { choice: 'guide-me', icon: IconRoute, label: 'startDialog.guideMe', text: 'startDialog.guideMeText' },
  { choice: null, icon: IconPresentation, label: 'startDialog.pitchDeck', text: 'startDialog.pitchDeckText' },
  { choice: 'upload-paper', icon: IconFileText, label: 'startDialog.paper', text: 'startDialog.paperText' },
];

/**
 * The start dialog (part 1 §2, part 2 §2.5a): 'Welcome {name}', 'How shall we start?'; Guide me step by step
 * (guide-me), Upload existing Pitch Deck (disabled), Upload a Scientific Paper as idea basis (upload-paper).
 */
export function StartDialog({ opened, name, onChoose, onClose }: StartDialogProps) {
  const { t } = useTranslation();
  const first = name?.trim();
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={first ? t('startDialog.welcome', { name: first }) : t('startDialog.welcomeNoName')}
      size={SMALL_DIALOG_WIDTH_PX}
    >
      <Stack gap="md">
        <Text fw={600}>{t('startDialog.question')}</Text>
        {OPTIONS.map(({ choice, icon: Icon, label, text }) => (
          <UnstyledButton
            key={label}
            className={classes.option}
            disabled={!choice}
            onClick={() => choice && onChoose(choice)}
          >
            <ThemeIcon size={40} radius="md" variant="light" color={choice ? 'brand' : 'gray'} aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fw={700}>{t(label)}</Text>
              <Text size="sm" c="dimmed">
                {t(text)}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </Stack>
    </AppDialog>
  );
}
