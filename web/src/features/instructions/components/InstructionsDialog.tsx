import type { Step } from '@idea-studio/sdk';
import { Button, Checkbox, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBulb,
  IconEye,
  IconFileCheck,
  IconHeartHandshake,
  IconMessages,
  IconPin,
  IconSearch,
  IconShieldCheck,
  IconUserHeart,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../ui/constants';

/** The variant a step names in its `instructions` (reference data, part 2 §2.5); not its id. */
export type InstructionsVariant = NonNullable<Step['instructions']>;

/** The themes of each variant (part 2 §2.5). */
const THEMES = {
  basicIdea: [
    {
      icon: IconSearch,
      title: 'instructions.basicIdea.themes.one.title',
      text: 'instructions.basicIdea.themes.one.text',
    },
    {
      icon: IconUsers,
      title: 'instructions.basicIdea.themes.two.title',
      text: 'instructions.basicIdea.themes.two.text',
    },
    {
      icon: IconBulb,
      title: 'instructions.basicIdea.themes.three.title',
      text: 'instructions.basicIdea.themes.three.text',
    },
  ],
  userTinder: [
    {
      icon: IconUserHeart,
      title: 'instructions.userTinder.themes.one.title',
      text: 'instructions.userTinder.themes.one.text',
    },
    {
      icon: IconHeartHandshake,
      title: 'instructions.userTinder.themes.two.title',
      text: 'instructions.userTinder.themes.two.text',
    },
  ],
  feedbackCard: [
    {
      icon: IconMessages,
      title: 'instructions.feedbackCard.themes.one.title',
      text: 'instructions.feedbackCard.themes.one.text',
    },
    {
      icon: IconPin,
      title: 'instructions.feedbackCard.themes.two.title',
      text: 'instructions.feedbackCard.themes.two.text',
    },
    {
      icon: IconFileCheck,
      title: 'instructions.feedbackCard.themes.three.title',
      text: 'instructions.feedbackCard.themes.three.text',
    },
  ],
  problemShadowing: [
    {
      icon: IconEye,
      title: 'instructions.problemShadowing.themes.one.title',
      text: 'instructions.problemShadowing.themes.one.text',
    },
    {
      icon: IconShieldCheck,
      title: 'instructions.problemShadowing.themes.two.title',
      text: 'instructions.problemShadowing.themes.two.text',
    },
  ],
} as const;

export interface InstructionsDialogProps {
  opened: boolean;
  variant: InstructionsVariant;
  onClose: () => void;
}

/**
 * The instructions dialog (part 2 §2.5), 500 px: the variant's themes and Go ahead. 'Skip next time' is there
 * and, as specified, has no effect.
 */
export function InstructionsDialog({ opened, variant, onClose }: InstructionsDialogProps) {
  const { t } = useTranslation();
  const [skip, setSkip] = useState(false);
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('instructions.title')} size={SMALL_DIALOG_WIDTH_PX}>
      <Stack gap="lg" data-variant={variant}>
        <Text>{t(`instructions.${variant}.intro`)}</Text>
        <Stack gap="md">
          {THEMES[variant].map(({ icon: Icon, title, text }) => (
            <Group key={title} gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={700}>{t(title)}</Text>
                <Text size="sm" c="dimmed">
                  {t(text)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between">
          <Checkbox
            label={t('instructions.skip')}
            checked={skip}
            onChange={(event) => setSkip(event.currentTarget.checked)}
          />
          <Button onClick={onClose}>{t('instructions.goAhead')}</Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
