import { Anchor, CloseButton, Group, Indicator, Paper, Text, UnstyledButton } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbarClearance } from '../../../ui/snackbar';
import { chatHiddenAtom, chatHintAtom, chatOpenAtom, JOHNNY_AGENT_ID } from '../atoms/chatAtoms';
import { useAgents } from '../hooks/useAgents';
import { useChat } from '../hooks/useChat';
import { AgentAvatar } from './AgentAvatar';
import classes from './Chat.module.css';
import { ChatPanel } from './ChatPanel';

export interface ChatWidgetProps {
  roundId: string;
  stepId: string;
  /** The model id the chat sends (part 2 §7.1: 'Basic Idea' in that step, HOMECHAT elsewhere). */
  modelId: string;
  /** The step has a saved result: its hint is over (cleared, and not shown again while it stays done). */
  stepDone?: boolean;
}

/**
 * The AI chat widget (part 2 §2.15, §4.2): Johnny's avatar opens the panel; a red dot and a hint dialog with
 * 'Start Dialogue' while a hint is active; the open panel takes the avatar's place. A new step (or round) starts its
 * own conversation from its stored history; a step can hide the widget (`chatHiddenAtom`). Place it in the page's
 * row of columns: the open panel is a column of its own. The snackbar keeps clear of the avatar and the hint.
 */
export function ChatWidget({ roundId, stepId, modelId, stepDone = false }: ChatWidgetProps) {
  const { t } = useTranslation();
  const chat = useChat();
  const agents = useAgents();
  const open = useAtomValue(chatOpenAtom);
  const hinted = useAtomValue(chatHintAtom);
  const hidden = useAtomValue(chatHiddenAtom);
  const hint = hinted && !stepDone;
  const keepLauncherClear = useSnackbarClearance<HTMLDivElement>();
  const keepHintClear = useSnackbarClearance<HTMLDivElement>();
  const johnny = agents.find((a) => a.id === JOHNNY_AGENT_ID);
  const name = johnny?.name ?? t('chat.defaultAgent');

  useEffect(() => {
    chat.start({ roundId, stepId, modelId });
  }, [chat, roundId, stepId, modelId]);

  useEffect(() => {
    if (stepDone) chat.dismissHint();
  }, [chat, stepDone]);

  if (hidden) return null;
  return (
    <>
      {open && <ChatPanel chat={chat} agents={agents} johnny={johnny} />}
      <div ref={keepLauncherClear} className={classes.launcher} hidden={open}>
        {hint && !open && (
          <Paper
            ref={keepHintClear}
            className={classes.hint}
            shadow="md"
            radius="md"
            p="sm"
            withBorder
            role="dialog"
            aria-label={name}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text size="sm">{t('chat.hint.text')}</Text>
              <CloseButton size="sm" aria-label={t('chat.hint.dismiss')} onClick={chat.dismissHint} />
            </Group>
            <Anchor component="button" type="button" size="sm" fw={700} mt={6} onClick={chat.open}>
              {t('chat.hint.start')}
            </Anchor>
          </Paper>
        )}
        <Indicator color="red" size={14} offset={6} withBorder disabled={!hint} processing={hint}>
          <UnstyledButton
            className={classes.avatarButton}
            aria-label={t('chat.open', { name })}
            aria-expanded={open}
            data-hint={hint || undefined}
            onClick={open ? chat.close : chat.open}
          >
            <AgentAvatar agent={johnny} size={60} radius="xl" />
          </UnstyledButton>
        </Indicator>
      </div>
    </>
  );
}
