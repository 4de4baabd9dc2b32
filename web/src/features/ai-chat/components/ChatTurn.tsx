import { ActionIcon, Box, Button, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconRefresh, IconUpload, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatStepActions } from '../atoms/chatAtoms';
import { type ChatEntry, pickSuggestions, SUGGESTIONS_SHOWN, type Suggestion } from '../chatMessages';
import classes from './Chat.module.css';

export function UserTurn({ question }: { question: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-end" data-testid="chat-turn-user">
      <Text size="xs" fw={700} c="dimmed">
        {t('chat.me')}
      </Text>
      <Box className={`${classes.bubble} ${classes.user}`}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {question}
        </Text>
      </Box>
    </Stack>
  );
}

interface AgentTurnProps {
  entry: ChatEntry;
  agentName: string;
  actions: ChatStepActions;
  onSuggestion: (suggestion: Suggestion, contextId: string) => void;
}

/** The agent's answer: its paragraphs, the follow-up question, a random pick of 4 suggestions with Refresh. */
export function AgentTurn({ entry, agentName, actions, onSuggestion }: AgentTurnProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => pickSuggestions(entry.formTransfer));
  const paragraphs = entry.answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0 && !entry.dialogMessage && shown.length === 0) return null;
  return (
    <Stack gap={2} align="flex-start" data-testid="chat-turn-agent">
      <Text size="xs" fw={700} c="brand.7">
        {agentName}
      </Text>
      <Stack gap="xs" className={`${classes.bubble} ${classes.agent}`}>
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed answer
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {paragraph}
          </Text>
        ))}
        {entry.dialogMessage && (
          <Text size="sm" fw={600}>
            {entry.dialogMessage}
          </Text>
        )}
      </Stack>
      {shown.length > 0 && (
        <Stack gap={6} w="100%" mt={4} role="group" aria-label={t('chat.suggestions')}>
          {shown.map((suggestion) => (
            <UnstyledButton
              key={suggestion.text}
              className={classes.suggestion}
              onClick={() => onSuggestion(suggestion, entry.context_id)}
            >
              <Text size="sm">{suggestion.text}</Text>
            </UnstyledButton>
          ))}
          {entry.formTransfer.length > SUGGESTIONS_SHOWN && (
            <Group justify="flex-end">
              <Tooltip label={t('chat.refresh')}>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('chat.refresh')}
                  onClick={() => setShown(pickSuggestions(entry.formTransfer))}
                >
                  <IconRefresh size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Stack>
      )}
      {((entry.fill_all && actions.fillAll) || (entry.upload && actions.upload)) && (
        <Group gap="xs" mt={4}>
          {entry.fill_all && actions.fillAll && (
            <Button size="xs" variant="light" leftSection={<IconWand size={14} />} onClick={actions.fillAll}>
              {t('chat.fillAll')}
            </Button>
          )}
          {entry.upload && actions.upload && (
            <Button size="xs" variant="light" leftSection={<IconUpload size={14} />} onClick={actions.upload}>
              {t('chat.upload')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
