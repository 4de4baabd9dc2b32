import type { Step } from '@idea-studio/sdk';
import { Button, Checkbox, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../ui/constants';
import type { StepInstructions } from '../stepInstructions';

/** The variant a step names in its `instructions` (reference data, part 2 §2.5): a step type, whose module has them. */
export type InstructionsVariant = NonNullable<Step['instructions']>;

export interface InstructionsDialogProps {
  opened: boolean;
  variant: InstructionsVariant;
  /** The variant's content, from its step's module (the track page resolves it: `webStepOf(variant)`). */
  instructions?: StepInstructions;
  onClose: () => void;
}

/**
 * The instructions dialog (part 2 §2.5), 500 px: the variant's themes and Go ahead. 'Skip next time' is there
 * and, as specified, has no effect.
 */
export function InstructionsDialog({ opened, variant, instructions, onClose }: InstructionsDialogProps) {
  const { t } = useTranslation();
  const [skip, setSkip] = useState(false);
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('instructions.title')} size={SMALL_DIALOG_WIDTH_PX}>
      <Stack gap="lg" data-variant={variant}>
        {instructions && <Text>{t(instructions.intro)}</Text>}
        <Stack gap="md">
          {instructions?.themes.map(({ icon: Icon, title, text }) => (
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
