import type { InsightSuggestion } from '@idea-studio/sdk';
import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PainEvidence } from '../../interviews/painEvidence';
import { AnswerRow } from './AnswerRow';
import classes from './InsightMapping.module.css';

export interface QuestionPanelProps {
  number: number;
  count: number;
  question: string;
  name: string;
  answers: readonly InsightSuggestion[];
  /** The AI's suggestions for this question are on their way. */
  suggesting: boolean;
  disabled: boolean;
  onAdd: (text: string) => void;
  onEdit: (id: string, text: string) => void;
  onDelete: (id: string) => void;
  onSuggest: () => void;
  onNext: () => void;
  /** What the round's real interviews say of an answer. */
  evidenceOf?: (text: string) => PainEvidence | undefined;
}

/**
 * The empathy question being worked on (part 2 §2.11, §4.7): its answers, each editable and deletable, a field
 * to add one, the AI's suggestions while they load (and again on request when the list is empty), and Next.
 */
export function QuestionPanel({
  number,
  count,
  question,
  name,
  answers,
  suggesting,
  disabled,
  onAdd,
  onEdit,
  onDelete,
  onSuggest,
  onNext,
  evidenceOf,
}: QuestionPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  };
  return (
    <Paper
      radius="md"
      p="lg"
      className={classes.active}
      component="section"
      aria-label={question}
      data-testid="active-question"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="xs" fw={700} c="brand.7">
            {t('insightMapping.questionOf', { number, count })}
          </Text>
          <Title order={2} size="h4">
            {question}
          </Title>
        </Stack>
        {answers.length > 0 && (
          <Stack gap={6} role="list" aria-label={t('insightMapping.answers.label')}>
            {answers.map((answer) => (
              <AnswerRow
                key={answer.id}
                answer={answer}
                disabled={disabled}
                onEdit={(edited) => onEdit(answer.id, edited)}
                onDelete={() => onDelete(answer.id)}
                evidence={evidenceOf?.(answer.text)}
              />
            ))}
          </Stack>
        )}
        {suggesting ? (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" type="dots" />
            <Text size="sm" c="dimmed">
              {t('insightMapping.suggesting', { name })}
            </Text>
          </Group>
        ) : (
          answers.length === 0 && (
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {t('insightMapping.answers.none')}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconSparkles size={14} />}
                onClick={onSuggest}
                disabled={disabled}
              >
                {t('insightMapping.answers.askAi')}
              </Button>
            </Group>
          )
        )}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t('insightMapping.answers.addLabel')}
            placeholder={t('insightMapping.answers.addPlaceholder', { name })}
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={disabled || !text.trim()}
            onClick={add}
          >
            {t('insightMapping.answers.add')}
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button rightSection={<IconArrowRight size={16} />} onClick={onNext} disabled={disabled}>
            {t('insightMapping.next')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
