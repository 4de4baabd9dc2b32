import { canAddPin } from '@idea-studio/sdk';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';

export interface PinDialogProps {
  opened: boolean;
  /** The pin being rephrased; a new pin when absent. */
  initial?: { topic: string; content: string };
  onClose: () => void;
  onSubmit: (topic: string, content: string) => void;
}

/** The add/rephrase pin dialog (part 2 §2.14): Add Entry stays disabled until topic and content are not blank. */
export function PinDialog({ opened, initial, onClose, onSubmit }: PinDialogProps) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState('');
  const [content, setContent] = useState('');
  const start = useRef(initial);
  start.current = initial;
  // Each opening starts from the pin being rephrased (or empty); typing never resets the fields.
  useEffect(() => {
    if (!opened) return;
    setTopic(start.current?.topic ?? '');
    setContent(start.current?.content ?? '');
  }, [opened]);
  const ready = canAddPin(topic, content);
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={initial ? t('feedbackCard.pinDialog.rephraseTitle') : t('feedbackCard.pinDialog.addTitle')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          onSubmit(topic, content);
          onClose();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('feedbackCard.pinDialog.topic')}
            value={topic}
            onChange={(e) => setTopic(e.currentTarget.value)}
            data-autofocus
            maxLength={120}
          />
          <Textarea
            label={t('feedbackCard.pinDialog.content')}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={2000}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('feedbackCard.pinDialog.cancel')}
            </Button>
            <Button type="submit" disabled={!ready}>
              {initial ? t('feedbackCard.pinDialog.save') : t('feedbackCard.pinDialog.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
