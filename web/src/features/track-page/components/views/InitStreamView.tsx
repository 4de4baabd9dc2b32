import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localDescription, localName } from '../../../track-data/names';
import type { TrackStream } from '../../trackView';
import { webStepOf } from '../../webSteps';

/**
 * The start view of a stream (part 2 §2.4): a heading and the stream's own steps, numbered. The track's first
 * stream has the spec's heading 'Let's create your basic idea from scratch.' and its wording of the steps
 * ('1. The Basic Idea'); any other stream shows its description (else its name) and its steps' names.
 */
export function InitStreamView({ stream, first }: { stream: TrackStream; first: boolean }) {
  const { t, i18n } = useTranslation();
  const title = first
    ? t('track.init.title')
    : (localDescription(stream, i18n.language) ?? localName(stream, i18n.language));
  return (
    <Stack gap="xl" maw={720} mx="auto" py="xl">
      <Title order={1}>{title}</Title>
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {stream.steps.map((step, index) => {
          const known = webStepOf(step.type);
          const Icon = known?.icon ?? IconPoint;
          const label = known?.initLabel;
          const name = first && label ? t(label) : localName(step, i18n.language);
          return (
            <Paper key={step.id} component="li" withBorder radius="md" p="md">
              <Group gap="md" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={600} size="lg">
                  {`${index + 1}. ${name}`}
                </Text>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
