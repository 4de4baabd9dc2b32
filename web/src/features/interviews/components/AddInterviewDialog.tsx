import { isInterviewFileName, MAX_INTERVIEW_FILE_BYTES, MAX_INTERVIEW_NOTES_CHARS } from '@idea-studio/sdk';
import { Button, FileInput, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import type { InterviewDraft } from '../hooks/useInterviews';

export interface AddInterviewDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The round's accepted personas (the main one first), one of which the person may resemble. */
  personas: string[];
  /** Records the interview; the dialog closes when it settles without an error. */
  onAdd: (draft: InterviewDraft) => Promise<unknown>;
}

/** Today in the founder's own time zone, as the date input writes it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Source = 'notes' | 'file';

/**
 * Add interview: the notes of a real conversation, pasted or from a .txt or .docx file (at most 1 MB), who it was
 * with (required), which of the round's personas they resemble (optional) and when it took place (today by
 * default, never a day to come). What can be checked here is checked before sending; the server checks it again.
 */
export function AddInterviewDialog({ opened, onClose, personas, onAdd }: AddInterviewDialogProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('notes');
  const [notes, setNotes] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [role, setRole] = useState('');
  const [persona, setPersona] = useState<string | null>(null);
  const [heldOn, setHeldOn] = useState(localToday());
  const [tried, setTried] = useState(false);

  const today = localToday();
  const fileError = !file
    ? t('interviews.add.fileMissing')
    : !isInterviewFileName(file.name)
      ? t('interviews.add.fileType')
      : file.size > MAX_INTERVIEW_FILE_BYTES
        ? t('interviews.add.fileSize')
        : null;
  const notesError = !notes.trim()
    ? t('interviews.add.notesMissing')
    : notes.length > MAX_INTERVIEW_NOTES_CHARS
      ? t('interviews.add.notesLong', { max: MAX_INTERVIEW_NOTES_CHARS.toLocaleString() })
      : null;
  const sourceError = source === 'file' ? fileError : notesError;
  const roleError = role.trim() ? null : t('interviews.add.roleMissing');
  const dateError = !/^\d{4}-\d{2}-\d{2}$/.test(heldOn)
    ? t('interviews.add.dateMissing')
    : heldOn > today
      ? t('interviews.add.dateFuture')
      : null;

  const adding = useMutation({
    mutationFn: async (draft: InterviewDraft) => {
      try {
        await onAdd(draft);
        reset();
        onClose();
      } catch {
        // the snackbar says why; what was entered stays for another try
      }
    },
  });
  const busy = adding.isPending;

  const reset = () => {
    setSource('notes');
    setNotes('');
    setFile(null);
    setRole('');
    setPersona(null);
    setHeldOn(localToday());
    setTried(false);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (sourceError || roleError || dateError) return;
    const meta = { role: role.trim(), persona, heldOn };
    await adding.mutateAsync(source === 'file' && file ? { ...meta, file } : { ...meta, notes });
  };

  return (
    <AppDialog opened={opened} onClose={close} title={t('interviews.add.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('interviews.add.intro')}
        </Text>
        <SegmentedControl
          value={source}
          onChange={(value) => setSource(value as Source)}
          data={[
            { value: 'notes', label: t('interviews.add.paste') },
            { value: 'file', label: t('interviews.add.upload') },
          ]}
        />
        {source === 'notes' ? (
          <Textarea
            label={t('interviews.add.notes')}
            description={t('interviews.add.notesHint')}
            autosize
            minRows={5}
            maxRows={12}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            error={tried ? notesError : null}
          />
        ) : (
          <FileInput
            label={t('interviews.add.file')}
            description={t('interviews.add.fileHint')}
            accept=".txt,.docx"
            value={file}
            onChange={setFile}
            clearable
            error={tried ? fileError : null}
            data-testid="interview-file"
          />
        )}
        <TextInput
          label={t('interviews.add.role')}
          description={t('interviews.add.roleHint')}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value)}
          error={tried ? roleError : null}
          withAsterisk
        />
        <Select
          label={t('interviews.add.persona')}
          placeholder={t('interviews.add.personaNone')}
          data={personas}
          value={persona}
          onChange={setPersona}
          clearable
          disabled={personas.length === 0}
        />
        <TextInput
          type="date"
          label={t('interviews.add.date')}
          value={heldOn}
          max={today}
          onChange={(event) => setHeldOn(event.currentTarget.value)}
          error={tried ? dateError : null}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t('interviews.add.submit')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
