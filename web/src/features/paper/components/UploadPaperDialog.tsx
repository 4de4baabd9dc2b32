import { Button, FileButton, Group, List, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCheck, IconFileUpload, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import { SMALL_DIALOG_WIDTH_PX } from '../../../ui/constants';
import { type SummaryState, type UploadState, usePaperUpload } from '../hooks/usePaperUpload';
import { generateProductIdeas, PAPER_ACCEPT, PAPER_MIME_TYPES, type ProductIdea } from '../paperFlow';

export interface UploadPaperDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Generate Ideas answered product ideas (the Product Ideas dialog shows them). */
  onIdeas: (ideas: ProductIdea[]) => void;
  /** Generate Ideas failed or answered none. */
  onIdeasFailed: () => void;
}

function StateLine({ state, text }: { state: UploadState | SummaryState; text: string }) {
  const icon =
    state === 'processing' || state === 'creating' ? (
      <Loader size={14} />
    ) : state === 'failed' ? (
      <ThemeIcon size={18} radius="xl" color="red" aria-hidden>
        <IconX size={12} />
      </ThemeIcon>
    ) : (
      <ThemeIcon size={18} radius="xl" color="teal" aria-hidden>
        <IconCheck size={12} />
      </ThemeIcon>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      {icon}
      <Text size="sm" c={state === 'failed' ? 'red' : undefined}>
        {text}
      </Text>
    </Group>
  );
}

/**
 * The upload-paper dialog (part 1 §7, part 2 §2.6): Add File (.pdf, .txt, several) and drag and drop; the upload
 * and summary states (a failed summary says why, e.g. a scan without text layer); the extracted title, author and
 * summary; Cancel always, Generate Ideas only after a successful summary (GENERATE_PRODUCT_IDEAS with the extracted
 * paper).
 */
export function UploadPaperDialog({ opened, onClose, onIdeas, onIdeasFailed }: UploadPaperDialogProps) {
  const { t } = useTranslation();
  const { client } = useApi();
  const { files, upload, summary, failure, paper, add, clear } = usePaperUpload();
  const [rejected, setRejected] = useState(false);
  const [generating, setGenerating] = useState(false);

  useEffect(() => {
    if (!opened) {
      clear();
      setRejected(false);
      setGenerating(false);
    }
  }, [opened, clear]);

  const addFiles = (list: File[]) => {
    void add(list).then((accepted) => setRejected(!accepted));
  };

  const generate = async () => {
    if (!paper) return;
    setGenerating(true);
    let ideas: ProductIdea[] = [];
    try {
      ideas = await generateProductIdeas(client, paper);
    } catch {
      ideas = [];
    }
    setGenerating(false);
    if (ideas.length > 0) onIdeas(ideas);
    else onIdeasFailed();
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('paper.title')} size={SMALL_DIALOG_WIDTH_PX}>
      <Stack gap="md">
        <Text size="sm">{t('paper.intro')}</Text>
        <Dropzone
          onDrop={addFiles}
          onReject={() => setRejected(true)}
          accept={PAPER_MIME_TYPES}
          multiple
          activateOnClick={false}
          data-testid="paper-dropzone"
        >
          <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }}>
            <IconFileUpload size={36} color="var(--mantine-color-brand-5)" />
            <Text fw={600}>{t('paper.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('paper.dropHint')}
            </Text>
          </Stack>
        </Dropzone>
        <Group justify="center">
          <FileButton onChange={addFiles} accept={PAPER_ACCEPT} multiple>
            {(props) => (
              <Button variant="light" leftSection={<IconPaperclip size={16} />} {...props}>
                {t('paper.addFile')}
              </Button>
            )}
          </FileButton>
        </Group>
        {rejected && (
          <Text size="sm" c="red">
            {t('paper.rejected')}
          </Text>
        )}
        {files.length > 0 && (
          <List size="sm" spacing={2} data-testid="paper-files">
            {files.map((file) => (
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</List.Item>
            ))}
          </List>
        )}
        {upload !== 'idle' && (
          <Stack gap={6} data-testid="paper-states">
            <StateLine
              state={upload}
              text={
                upload === 'processing'
                  ? t('paper.upload.processing')
                  : upload === 'failed'
                    ? t('paper.upload.failed')
                    : t('paper.upload.success')
              }
            />
            {summary !== 'idle' && (
              <StateLine
                state={summary}
                text={
                  summary === 'creating'
                    ? t('paper.summary.creating')
                    : summary === 'failed'
                      ? t('paper.summary.failed')
                      : t('paper.summary.success')
                }
              />
            )}
            {summary === 'failed' && failure && (
              <Text size="sm" c="red" data-testid="paper-failure">
                {t(`paper.summary.${failure}`)}
              </Text>
            )}
          </Stack>
        )}
        {paper && (
          <Stack gap={6} data-testid="paper-summary">
            <Text size="sm">
              <Text span fw={700}>
                {t('paper.fields.title')}:
              </Text>{' '}
              {paper.title}
            </Text>
            <Text size="sm">
              <Text span fw={700}>
                {t('paper.fields.author')}:
              </Text>{' '}
              {paper.author || t('paper.noAuthor')}
            </Text>
            <Text size="sm" fw={700}>
              {t('paper.fields.summary')}:
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {paper.summary}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('paper.cancel')}
          </Button>
          <Button disabled={summary !== 'success' || !paper} loading={generating} onClick={() => void generate()}>
            {t('paper.generate')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
