import type { InsightSuggestion } from '@idea-studio/sdk';
import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PainEvidenceBadges } from '../../interviews/components/PainEvidenceBadges';
import type { PainEvidence } from '../../interviews/painEvidence';
import { AuthorBadge } from '../../track-page/components/AuthorBadge';
import classes from './InsightMapping.module.css';

export interface AnswerRowProps {
  answer: InsightSuggestion;
  disabled: boolean;
  onEdit: (text: string) => void;
  onDelete: () => void;
  /** What the round's real interviews say of this answer, when it is one of the pains they speak to. */
  evidence?: PainEvidence;
}

/** An answer of an empathy question: its text, edited in place (Enter keeps it, Escape drops the change), or deleted. */
export function AnswerRow({ answer, disabled, onEdit, onDelete, evidence }: AnswerRowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  const keep = () => {
    if (draft !== null) onEdit(draft);
    setDraft(null);
  };

  if (draft !== null) {
    return (
      <Group gap="xs" wrap="nowrap" className={classes.answer} role="listitem">
        <TextInput
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              keep();
            } else if (event.key === 'Escape') {
              event.stopPropagation();
              setDraft(null);
            }
          }}
          aria-label={t('insightMapping.answers.editLabel')}
          style={{ flex: 1 }}
          autoFocus
        />
        <ActionIcon variant="light" color="green" aria-label={t('insightMapping.answers.keep')} onClick={keep}>
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label={t('common.cancel')} onClick={() => setDraft(null)}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" className={classes.answer} role="listitem" align="flex-start">
      <Stack gap={2} className={classes.answerText}>
        <Text size="sm">{answer.text}</Text>
        <AuthorBadge author={answer.author} />
        <PainEvidenceBadges evidence={evidence} />
      </Stack>
      <Tooltip label={t('insightMapping.answers.edit')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={disabled}
          aria-label={t('insightMapping.answers.editOne', { text: answer.text })}
          onClick={() => setDraft(answer.text)}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('insightMapping.answers.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={disabled}
          aria-label={t('insightMapping.answers.deleteOne', { text: answer.text })}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
