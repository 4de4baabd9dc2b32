import { DEFAULT_STREAM_ID } from '@idea-studio/sdk';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconMap2, IconStack2, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localDescription, localName } from '../../../tracks/names';
import type { TrackStream } from '../../trackView';

const QUALIFY_ICONS = [IconBulb, IconUsers, IconMap2];

/**
 * The start view of a stream (part 2 §2.4). The first stream of the business idea track has the spec's texts:
 * 'Let's create your basic idea from scratch.' with 1. The Basic Idea, 2. User Tinder, 3. User Insight Mapping;
 * any other stream shows its description and its steps.
 */
export function InitStreamView({ stream }: { stream: TrackStream }) {
  const { t, i18n } = useTranslation();
  const isQualify = stream.id === DEFAULT_STREAM_ID;
  const title = isQualify
    ? t('track.init.title')
    : (localDescription(stream, i18n.language) ?? localName(stream, i18n.language));
  const steps = isQualify
    ? [t('track.init.basicIdea'), t('track.init.userTinder'), t('track.init.insightMapping')]
    : stream.steps.map((step) => localName(step, i18n.language));
  return (
    <Stack gap="xl" maw={720} mx="auto" py="xl">
      <Title order={1}>{title}</Title>
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((name, index) => {
          const Icon = (isQualify && QUALIFY_ICONS[index]) || IconStack2;
          return (
            <Paper key={name} component="li" withBorder radius="md" p="md">
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
