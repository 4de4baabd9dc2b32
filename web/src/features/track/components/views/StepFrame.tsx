import type { Step } from '@idea-studio/sdk';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../../tracks/names';
import { InstructionsDialog } from './InstructionsDialog';

export interface StepFrameProps {
  step: Step;
  progress?: { step: number; total: number };
}

/**
 * The frame of a step screen (part 2 §2.8 and following): 'STEP n/m', the step's name and, for steps with
 * instructions, the Instructions link. The step screens themselves arrive with later releases; the body says so.
 */
export function StepFrame({ step, progress }: StepFrameProps) {
  const { t, i18n } = useTranslation();
  const [instructions, setInstructions] = useState(false);
  return (
    <Stack gap="lg" maw={960} mx="auto" py="xl">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          {progress && (
            <Text size="sm" fw={700} c="brand.7" data-testid="step-frame-progress">
              {t('track.step.progress', progress)}
            </Text>
          )}
          <Title order={1}>{localName(step, i18n.language)}</Title>
        </Stack>
        {step.instructions && (
          <Anchor component="button" type="button" onClick={() => setInstructions(true)}>
            <Group gap={4} wrap="nowrap">
              <IconInfoCircle size={18} />
              {t('track.step.instructions')}
            </Group>
          </Anchor>
        )}
      </Group>
      <Paper withBorder radius="md" p="xl" bg="gray.0">
        <Text c="dimmed">{t('track.step.later')}</Text>
      </Paper>
      <InstructionsDialog opened={instructions} onClose={() => setInstructions(false)} />
    </Stack>
  );
}
