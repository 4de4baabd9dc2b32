import { Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSun } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ProblemShadowing.module.css';

export interface DayInTheLifeProps {
  name: string;
  story: readonly string[];
}

/** The persona's day, moment by moment, as the AI told it; open at first, folded away once read. */
export function DayInTheLife({ name, story }: DayInTheLifeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const id = useId();
  if (story.length === 0) return null;
  const title = t('problemShadowing.day.title', { name });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <UnstyledButton w="100%" aria-expanded={open} aria-controls={id} onClick={() => setOpen((current) => !current)}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconSun size={18} aria-hidden />
            <Text fw={700}>{title}</Text>
          </Group>
          {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={id}>
        <ol className={classes.story} data-testid="day-in-the-life">
          {story.map((moment, index) => (
            // The story is a fixed list from the AI: a moment may repeat, its place does not.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <Text size="sm">{moment}</Text>
            </li>
          ))}
        </ol>
      </Collapse>
    </Paper>
  );
}
