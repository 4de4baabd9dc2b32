import type { Author } from '@idea-studio/sdk';
import { Group, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLock, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthorBadge } from '../../track-page/components/AuthorBadge';
import classes from './ProblemShadowing.module.css';

export interface SituationRowProps {
  number: number;
  question: string;
  answer: string;
  /** Who wrote the answer. */
  author?: Author;
  /** A later situation than the active one while Save Result is disabled (§4.5). */
  blocked: boolean;
  disabled?: boolean;
  onOpen: () => void;
}

/** A situation that is not being answered: the sentence and, once given, its answer; a click opens it. */
export function SituationRow({ number, question, answer, author, blocked, disabled, onOpen }: SituationRowProps) {
  const { t } = useTranslation();
  const done = answer.trim() !== '';
  const row = (
    <UnstyledButton
      className={classes.row}
      disabled={blocked || disabled}
      aria-label={t('problemShadowing.open', { question })}
      onClick={onOpen}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={30} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'teal' : 'gray'} aria-hidden>
          {done ? <IconCheck size={16} /> : blocked ? <IconLock size={14} /> : <Text size="sm">{number}</Text>}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} c={blocked ? 'dimmed' : undefined}>
            {question}
          </Text>
          {done && (
            <Text size="sm" c="dimmed" lineClamp={3} className={classes.answer} data-testid="situation-answer">
              {answer}
            </Text>
          )}
          {done && <AuthorBadge author={author} />}
        </Stack>
        {!blocked && <IconPencil size={16} className={classes.rowIcon} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
  return blocked ? (
    <Tooltip label={t('problemShadowing.blocked')} position="top-start">
      <div>{row}</div>
    </Tooltip>
  ) : (
    row
  );
}
