import type { StreamStatus } from '@idea-studio/sdk';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconCheck, IconRocket } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './StreamDots.module.css';

export interface StreamDotsProps {
  /** From `roundStatus` (the SDK's `streamStatuses`): one entry per stream, then Ship. */
  entries: StreamStatus[];
  /** The name of a stream in the UI language. */
  streamName: (streamId: string) => string;
  /** The track page address of an entry's link. */
  linkOf: (entry: StreamStatus) => string;
  /** Accessible name of the whole list, e.g. 'Streams of My idea'. */
  label: string;
}

/**
 * One dot per stream with its progress, then the Ship entry without one (part 1 §2, §4). A ready stream shows a
 * filled dot with a check, the active one a highlighted ring, the others an open dot. Each entry links to where
 * it continues.
 */
export function StreamDots({ entries, streamName, linkOf, label }: StreamDotsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="ol" className={classes.list} aria-label={label}>
      {entries.map((entry, index) => {
        const name = entry.ship ? t('dashboard.ship') : streamName(entry.id);
        const state = entry.status === 'ready' ? 'ready' : entry.active ? 'active' : 'continue';
        return (
          <Group key={entry.id} gap={6} wrap="nowrap" component="li" className={classes.item}>
            {index > 0 && <Box className={classes.line} data-done={entries[index - 1]?.status === 'ready'} />}
            <Anchor
              component={Link}
              href={linkOf(entry)}
              underline="never"
              className={classes.entry}
              data-testid="stream-dot"
              data-stream={entry.id}
              data-status={entry.status}
              data-active={entry.active}
              // Starts with the visible text (name, progress), so the name a screen reader says contains it.
              aria-label={`${name}${
                entry.progress === null ? '' : ` ${t('dashboard.progress', { progress: entry.progress })}`
              }, ${t(`dashboard.status.${state}`)}`}
            >
              <Box
                className={classes.dot}
                data-state={state}
                aria-hidden
                style={{ '--progress': `${entry.progress ?? 0}%` } as CSSProperties}
              >
                {entry.ship ? <IconRocket size={12} /> : entry.status === 'ready' ? <IconCheck size={12} /> : null}
              </Box>
              <Text size="sm" fw={entry.active ? 700 : 500} c={entry.active ? 'brand.7' : 'dark.6'}>
                {name}
              </Text>
              {entry.progress !== null && (
                <>
                  {/* A space between name and progress in the link's text (a flex gap adds none). */}{' '}
                  <Text size="xs" c="dimmed" data-testid="stream-progress">
                    {t('dashboard.progress', { progress: entry.progress })}
                  </Text>
                </>
              )}
            </Anchor>
          </Group>
        );
      })}
    </Group>
  );
}
