import type { Step } from '@idea-studio/sdk';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InstructionsDialog } from '../../../instructions/components/InstructionsDialog';
import { localName } from '../../../track-data/names';
import { webStepOf } from '../../webSteps';

export interface StepFrameProps {
  step: Step;
  progress?: { step: number; total: number };
  /** The step screen; steps whose screen arrives later show a plain note instead. */
  children?: ReactNode;
  /** A notice about the step's saved result, above the screen (written from an earlier reading of the idea). */
  notice?: ReactNode;
}

/**
 * The frame of a step screen (part 2 §2.8 and following): 'STEP n/m', the step's name and, for steps with
 * instructions, the Instructions link with the step's variant of the instructions dialog.
 */
export function StepFrame({ step, progress, children, notice }: StepFrameProps) {
  const { t, i18n } = useTranslation();
  const [instructions, setInstructions] = useState(false);
  return (
    <Stack gap="lg" maw={children ? 1200 : 960} mx="auto" py="xl">
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
      {notice}
      {children ?? (
        <Paper withBorder radius="md" p="xl" bg="gray.0">
          <Text c="dimmed">{t('track.step.later')}</Text>
        </Paper>
      )}
      {step.instructions && (
        <InstructionsDialog
          opened={instructions}
          variant={step.instructions}
          instructions={webStepOf(step.instructions)?.instructions}
          onClose={() => setInstructions(false)}
        />
      )}
    </Stack>
  );
}
