import { OWN_ANSWER_MAX_LENGTH, ownAnswerIssue } from '@idea-studio/sdk';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface OwnAnswerBoxProps {
  /** The persona the founder answers for. */
  personaName: string;
  disabled: boolean;
  /** Sends the text as the open round's answer, the founder's own words. */
  onSend: (text: string) => void;
}

/**
 * The founder answers the open round in their own words instead of taking one of the three options (a step beyond
 * part 2 §4.6): a text box and a send button under the conversation; Ctrl+Enter sends too. The answer is the
 * founder's ("entered by you") and the partner's next turn reacts to it.
 */
export function OwnAnswerBox({ personaName, disabled, onSend }: OwnAnswerBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const sendable = !disabled && !ownAnswerIssue(text);
  const send = () => {
    if (!sendable) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Stack gap={4} component="section" aria-label={t('expertChat.own.label', { name: personaName })}>
      <Text size="sm" fw={600}>
        {t('expertChat.own.label', { name: personaName })}
      </Text>
      <Group wrap="nowrap" align="flex-end" gap="sm">
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={OWN_ANSWER_MAX_LENGTH}
          placeholder={t('expertChat.own.placeholder')}
          aria-label={t('expertChat.own.placeholder')}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
        <Button leftSection={<IconSend size={16} />} disabled={!sendable} onClick={send}>
          {t('expertChat.own.send')}
        </Button>
      </Group>
    </Stack>
  );
}
