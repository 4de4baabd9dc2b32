import { ActionIcon, Button, Group, Textarea, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { type PrimitiveAtom, useAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbarClearance } from '../../../ui/snackbar';
import { chatDraftAtom } from '../atoms/chatAtoms';
import { finalTranscript, SPEECH_LANGUAGE, type SpeechRecognitionLike, speechRecognition } from '../speech';

export interface MessageBoxProps {
  onSend: (text: string) => void;
  /** Nothing can be typed or sent (the Feedback Card before a mentor is picked). */
  disabled?: boolean;
  /** Where the draft lives (default: the AI chat's); another chat keeps its own. */
  draftAtom?: PrimitiveAtom<string>;
  placeholder?: string;
}

/**
 * The message box (part 2 §2.15): Enter or Send sends (Shift+Enter starts a new line), an empty message is
 * ignored; the mic icon only where the browser can recognise speech (German, continuous, final results fill the
 * input; an error shows an alert).
 */
export function MessageBox({ onSend, disabled = false, draftAtom = chatDraftAtom, placeholder }: MessageBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useAtom(draftAtom);
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const Recognition = speechRecognition();
  // The snackbar appears above the message box instead of over it.
  const keepClear = useSnackbarClearance<HTMLDivElement>();

  useEffect(() => () => recognition.current?.stop(), []);

  const send = () => {
    const text = draft.trim();
    if (!text || disabled) return;
    setDraft('');
    onSend(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const toggleSpeech = () => {
    if (!Recognition) return;
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const rec = new Recognition();
    rec.lang = SPEECH_LANGUAGE;
    rec.continuous = true;
    rec.interimResults = false;
    rec.onresult = (event) => {
      const transcript = finalTranscript(event);
      if (transcript) setDraft(transcript);
    };
    rec.onerror = (event) => {
      setListening(false);
      window.alert(t('chat.speechError', { error: event.error }));
    };
    rec.onend = () => setListening(false);
    recognition.current = rec;
    setListening(true);
    rec.start();
  };

  return (
    <Group
      ref={keepClear}
      gap="xs"
      wrap="nowrap"
      align="flex-end"
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Textarea
        aria-label={t('chat.input')}
        placeholder={placeholder ?? t('chat.placeholder')}
        disabled={disabled}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={1}
        maxRows={5}
        style={{ flex: 1 }}
      />
      {Recognition && (
        <Tooltip label={listening ? t('chat.micStop') : t('chat.micStart')}>
          <ActionIcon
            size={36}
            variant={listening ? 'filled' : 'default'}
            color={listening ? 'red' : undefined}
            aria-label={listening ? t('chat.micStop') : t('chat.micStart')}
            aria-pressed={listening}
            disabled={disabled}
            onClick={toggleSpeech}
          >
            {listening ? <IconPlayerStopFilled size={16} /> : <IconMicrophone size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Button h={36} rightSection={<IconSend size={16} />} onClick={send} disabled={disabled}>
        {t('chat.send')}
      </Button>
    </Group>
  );
}
