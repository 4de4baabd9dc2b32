import type { Author } from '@idea-studio/sdk';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowRight, IconLifebuoy, IconPlayerStopFilled, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepSuggestions } from '../hooks/useStepSuggestions';
import { asText, isValidText, limitRows, MAX_ROWS, NOTICE_AFTER_WORDS, renderedRows, typedWords } from '../words';
import classes from './AiTextControl.module.css';

export interface AiTextControlProps {
  /** The heading, with its highlighted word (e.g. "The <hl>problem</hl> I solve"). */
  heading: ReactNode;
  /** The textarea's accessible name (the heading as plain text). */
  label: string;
  placeholder?: string;
  value: unknown;
  /** A change: typed by the founder, or a suggestion taken as it is (`ai-accepted`). */
  onChange: (value: string, author: Author) => void;
  /** The step's `minWords`. */
  minWords: number;
  streamId: string | null | undefined;
  stepId: string | null | undefined;
  roundId: string;
  /** Which part of the step the suggestions are for (Basic Idea: 1 problem, 2 first users, 3 solution). */
  stepPromptNumber: number;
  /** The STEP_PROMPT content for the current text: what the user typed so far and the earlier parts. */
  promptContent: (text: string) => unknown;
  onNext: () => void;
  /** Support me: asks the chat for help with the current text. */
  onSupportMe: (text: string) => void;
  /** The "more than two words" notice, emitted once per control. */
  onNotice?: () => void;
  /** A click on the AI button that starts a request (the step records its report action). */
  onAiButton?: () => void;
  /**
   * The suggestions do not build on the typed text (Problem Shadowing asks for answers to the situation itself):
   * the AI button works on any text, an empty one included; Next still waits for the minimum of words.
   */
  aiWithoutText?: boolean;
  autoFocus?: boolean;
}

/**
 * The AI text control (part 2 §2.9, §5): heading, a growing textarea (at most 30 rows), the round AI button
 * (spinner while running; a click cancels), Next, Support me and up to three suggestions. Next and the AI button
 * wait until the text has the step's minimum of words (the AI button not with `aiWithoutText`); Next also while the
 * text is empty.
 */
export function AiTextControl(props: AiTextControlProps) {
  const { t } = useTranslation();
  const { running, run, cancel, more, shown, hasMore } = useStepSuggestions();
  const noticed = useRef(false);
  const text = asText(props.value);
  const valid = isValidText(text, props.minWords);
  const empty = text.trim() === '';

  const change = (next: string, author: Author = 'founder') => {
    props.onChange(next, author);
    if (!noticed.current && typedWords(next) > NOTICE_AFTER_WORDS) {
      noticed.current = true;
      props.onNotice?.();
    }
  };

  const onInput = (event: ChangeEvent<HTMLTextAreaElement>) => {
    let next = limitRows(event.currentTarget.value);
    // Wrapped lines count as rows too: typing beyond the last one loses the character.
    if (next === event.currentTarget.value && renderedRows(event.currentTarget) > MAX_ROWS) next = next.slice(0, -1);
    change(next);
  };

  const aiButton = () => {
    if (running) {
      cancel();
      return;
    }
    props.onAiButton?.();
    void run({
      streamId: props.streamId,
      stepId: props.stepId,
      roundId: props.roundId,
      stepPromptNumber: props.stepPromptNumber,
      content: props.promptContent(text),
    });
  };

  const aiLabel = running ? t('aiControl.cancel') : t('aiControl.aiButton');

  return (
    <Stack gap="sm">
      <Title order={2} size="h3" className={classes.heading}>
        {props.heading}
      </Title>
      <Box pos="relative">
        <Textarea
          aria-label={props.label}
          placeholder={props.placeholder}
          value={text}
          onChange={onInput}
          autosize
          minRows={3}
          maxRows={MAX_ROWS}
          size="md"
          autoFocus={props.autoFocus}
          classNames={{ input: classes.input }}
        />
        <Tooltip label={aiLabel}>
          <ActionIcon
            className={classes.aiButton}
            size={44}
            radius="xl"
            variant="gradient"
            gradient={{ from: 'brand.5', to: 'grape.5', deg: 135 }}
            aria-label={aiLabel}
            aria-busy={running}
            disabled={!valid && !running && !props.aiWithoutText}
            onClick={aiButton}
          >
            {running ? (
              <Box pos="relative" w={28} h={28} style={{ display: 'grid', placeItems: 'center' }}>
                <Loader size={28} color="white" pos="absolute" data-testid="ai-spinner" />
                <IconPlayerStopFilled size={12} />
              </Box>
            ) : (
              <IconSparkles size={22} />
            )}
          </ActionIcon>
        </Tooltip>
      </Box>
      {!valid && !empty && (
        <Text size="xs" c="dimmed">
          {t('aiControl.minWords', { count: props.minWords })}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack gap={6} role="group" aria-label={t('aiControl.suggestions')}>
          {shown.map((suggestion) => (
            <UnstyledButton
              key={suggestion}
              className={classes.suggestion}
              onClick={() => change(limitRows(suggestion), 'ai-accepted')}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconSparkles size={16} className={classes.suggestionIcon} />
                <Text size="sm">{suggestion}</Text>
              </Group>
            </UnstyledButton>
          ))}
          {hasMore && (
            <Group justify="flex-end">
              <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} />} onClick={more}>
                {t('aiControl.more')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="light" leftSection={<IconLifebuoy size={16} />} onClick={() => props.onSupportMe(text)}>
          {t('aiControl.supportMe')}
        </Button>
        <Button rightSection={<IconArrowRight size={16} />} disabled={!valid || empty} onClick={props.onNext}>
          {t('aiControl.next')}
        </Button>
      </Group>
    </Stack>
  );
}
