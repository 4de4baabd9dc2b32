import type { InsightSuggestion } from '@idea-studio/sdk';
import { Group, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLock, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PainEvidenceBadges } from '../../interviews/components/PainEvidenceBadges';
import type { PainEvidence } from '../../interviews/painEvidence';
import classes from './InsightMapping.module.css';

export interface QuestionRowProps {
  number: number;
  question: string;
  answers: readonly InsightSuggestion[];
  /** A later question than the active one while Save Result is disabled (§4.7). */
  blocked: boolean;
  onOpen: () => void;
  /** What the round's real interviews say of an answer. */
  evidenceOf?: (text: string) => PainEvidence | undefined;
}

/** A question that is not being worked on: its text and answers; a click opens it. */
export function QuestionRow({ number, question, answers, blocked, onOpen, evidenceOf }: QuestionRowProps) {
  const { t } = useTranslation();
  const done = answers.length > 0;
  const row = (
    <UnstyledButton
      className={classes.row}
      disabled={blocked}
      aria-label={t('insightMapping.open', { question })}
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
            <Text size="sm" c="dimmed" lineClamp={2}>
              {answers.map((a) => a.text).join(' · ')}
            </Text>
          )}
          {evidenceOf &&
            answers.map((a) => {
              const evidence = evidenceOf(a.text);
              return evidence ? (
                <Stack key={a.id} gap={2}>
                  <Text size="xs">{a.text}</Text>
                  <PainEvidenceBadges evidence={evidence} />
                </Stack>
              ) : null;
            })}
        </Stack>
        {!blocked && <IconPencil size={16} className={classes.rowIcon} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
  return blocked ? (
    <Tooltip label={t('insightMapping.blocked')} position="top-start">
      <div>{row}</div>
    </Tooltip>
  ) : (
    row
  );
}
