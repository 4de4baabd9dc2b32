import type { Author } from '@idea-studio/sdk';
import { Group, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLock, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthorBadge } from '../../track-page/components/AuthorBadge';
import classes from './BasicIdea.module.css';

export interface SectionRowProps {
  number: number;
  name: string;
  content: string;
  /** Who wrote the text. */
  author?: Author;
  /** A later section than the active one while Save Result is disabled. */
  blocked: boolean;
  onOpen: () => void;
}

/** A section that is not being edited: its heading, and its text once filled; a click opens it for editing. */
export function SectionRow({ number, name, content, author, blocked, onOpen }: SectionRowProps) {
  const { t } = useTranslation();
  const done = content.trim() !== '';
  const row = (
    <UnstyledButton
      className={classes.row}
      data-done={done || undefined}
      disabled={blocked}
      aria-label={t('basicIdea.open', { section: name })}
      onClick={onOpen}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={30} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : 'gray'} aria-hidden>
          {done ? <IconCheck size={16} /> : blocked ? <IconLock size={14} /> : <Text size="sm">{number}</Text>}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} c={blocked ? 'dimmed' : undefined}>
            {name}
          </Text>
          {done && (
            <Text size="sm" c="dimmed" lineClamp={3} data-testid="section-content">
              {content}
            </Text>
          )}
          {done && <AuthorBadge author={author} />}
        </Stack>
        {!blocked && <IconPencil size={16} className={classes.rowIcon} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
  return blocked ? (
    <Tooltip label={t('basicIdea.blocked')} position="top-start">
      <div>{row}</div>
    </Tooltip>
  ) : (
    row
  );
}
