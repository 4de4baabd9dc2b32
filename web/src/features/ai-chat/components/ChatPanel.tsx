import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh, IconX } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import {
  type Agent,
  chatDraftAtom,
  chatEntriesAtom,
  chatPendingAtom,
  chatProviderAtom,
  chatStepActionsAtom,
} from '../atoms/chatAtoms';
import type { Suggestion } from '../chatMessages';
import type { ChatActions } from '../hooks/useChat';
import { AgentAvatar } from './AgentAvatar';
import classes from './Chat.module.css';
import { ChatScroller } from './ChatScroller';
import { AgentTurn, UserTurn } from './ChatTurn';
import { MessageBox } from './MessageBox';

export interface ChatPanelProps {
  chat: ChatActions;
  agents: Agent[];
  johnny: Agent | undefined;
}

/**
 * The open chat (part 2 §2.15), docked at the right of the track page so it covers nothing: header with Reset Chat
 * and close, the conversation, the message box.
 */
export function ChatPanel({ chat, agents, johnny }: ChatPanelProps) {
  const { t } = useTranslation();
  const entries = useAtomValue(chatEntriesAtom);
  const pending = useAtomValue(chatPendingAtom);
  const provider = useAtomValue(chatProviderAtom);
  const actions = useAtomValue(chatStepActionsAtom);
  const setDraft = useSetAtom(chatDraftAtom);
  const johnnyName = johnny?.name ?? t('chat.defaultAgent');
  const nameOf = (agentId: string | undefined) => agents.find((a) => a.id === agentId)?.name ?? johnnyName;

  // The conversation follows new turns and answers while the reader is at its end (ChatScroller); a new question
  // adds a turn (an answer replaces its waiting turn), so `turns` grows exactly when one is sent.
  const turns = entries.length + pending.length;

  const takeSuggestion = ({ text }: Suggestion, contextId: string) => {
    if (actions.transfer?.(text, contextId)) return;
    setDraft(text);
  };

  const send = (text: string) => {
    void chat.send(actions.label ? `${actions.label}: ${text}` : text, { question: text });
  };

  return (
    <Box component="section" className={classes.panel} role="dialog" aria-label={t('chat.panel', { name: johnnyName })}>
      <Group
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <AgentAvatar agent={johnny} size={36} />
          <Text fw={700} size="sm" truncate="end">
            {johnnyName}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void chat.reset()}
          >
            {t('chat.reset')}
          </Button>
          <ActionIcon variant="subtle" color="gray" aria-label={t('chat.close')} onClick={chat.close}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {provider === 'offline' && (
        <Group gap={6} px="md" py={6} bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          <Tooltip label={t('chat.offline.hint')} multiline w={300} withArrow position="bottom-start">
            <Badge
              size="sm"
              variant="light"
              color="gray"
              tabIndex={0}
              leftSection={<IconPlugConnectedX size={12} />}
              style={{ cursor: 'help' }}
            >
              {t('chat.offline.badge')}
            </Badge>
          </Tooltip>
        </Group>
      )}
      <ChatScroller
        className={classes.conversationFrame}
        scrollerClassName={classes.conversation}
        data-testid="chat-conversation"
        sendCount={turns}
      >
        <Stack gap="md">
          {turns === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              {t('chat.empty')}
            </Text>
          )}
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              {entry.question && <UserTurn question={entry.question} />}
              <AgentTurn
                entry={entry}
                agentName={nameOf(entry.agentId)}
                actions={actions}
                onSuggestion={takeSuggestion}
              />
            </Fragment>
          ))}
          {pending.map((p) => p.question && <UserTurn key={p.id} question={p.question} />)}
          {pending.length > 0 && <WaitSpinner />}
        </Stack>
      </ChatScroller>
      <MessageBox onSend={send} />
    </Box>
  );
}
