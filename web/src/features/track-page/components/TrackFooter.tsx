import { Badge, Box, Button, Group, Progress, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconDeviceFloppy,
  IconDoorExit,
  IconFiles,
  IconFlag,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnackbarClearance } from '../../../ui/snackbar';

export interface TrackFooterProps {
  /** Start view, a regular step, or a view with the short footer (Feedback Card, closing view). */
  mode: 'start' | 'step' | 'short';
  /** 'STEP n/m' of a regular step. */
  progress?: { step: number; total: number };
  /** The step is the last of its stream: Finish Stream instead of Next Step. */
  lastStepOfStream: boolean;
  /** The short footer also offers Finish Stream (a step with its own chat that ends its stream). */
  finishInShort?: boolean;
  nextEnabled: boolean;
  busy: boolean;
  fileCount: number;
  resultsOpen: boolean;
  onBack: () => void;
  onNext: () => void;
  onToggleResults: () => void;
  onSaveAndExit: () => void;
  /** A round the user may only look at: Save & Exit saves nothing, so it reads "Back to the dashboard". */
  readOnly?: boolean;
}

/**
 * Footer of the track page (part 2 §2.2): Back, Let's start (start view), Next Step (disabled until the step is
 * complete) or Finish Stream (last step), the STEP n/m progress, Show Result with the file counter and Save &
 * Exit. The Feedback Card and the closing view show only Save & Exit and Show all results; the Feedback Card, as the
 * last step of its stream, adds Finish Stream once it has a result.
 */
export function TrackFooter({
  mode,
  progress,
  lastStepOfStream,
  finishInShort = false,
  nextEnabled,
  busy,
  fileCount,
  resultsOpen,
  onBack,
  onNext,
  onToggleResults,
  onSaveAndExit,
  readOnly = false,
}: TrackFooterProps) {
  const { t } = useTranslation();
  // Messages appear above the footer, so Next Step stays visible and clickable after Save Result.
  const keepClear = useSnackbarClearance<HTMLElement>();
  const results = (
    <Button
      variant={resultsOpen ? 'light' : 'default'}
      leftSection={<IconFiles size={16} />}
      rightSection={
        mode === 'short' ? undefined : (
          <Badge size="sm" circle variant="filled" data-testid="result-count">
            {fileCount}
          </Badge>
        )
      }
      aria-expanded={resultsOpen}
      onClick={onToggleResults}
    >
      {mode === 'short' ? t('track.footer.showAll') : t('track.footer.showResult')}
    </Button>
  );
  const saveExit = (
    <Button
      variant="default"
      leftSection={readOnly ? <IconDoorExit size={16} /> : <IconDeviceFloppy size={16} />}
      onClick={onSaveAndExit}
      disabled={busy}
    >
      {readOnly ? t('track.toDashboard') : t('track.footer.saveExit')}
    </Button>
  );

  return (
    <Box
      ref={keepClear}
      component="footer"
      bg="white"
      px="lg"
      py="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 10, borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      {mode === 'short' ? (
        <Group justify="flex-end" gap="sm">
          {results}
          {saveExit}
          {finishInShort && (
            <Button rightSection={<IconFlag size={16} />} onClick={onNext} disabled={!nextEnabled} loading={busy}>
              {t('track.footer.finish')}
            </Button>
          )}
        </Group>
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="lg">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} disabled={busy}>
            {t('track.footer.back')}
          </Button>
          <Box style={{ flex: 1, maxWidth: 360 }}>
            {progress && (
              <Group gap="sm" wrap="nowrap">
                <Progress
                  value={(progress.step / progress.total) * 100}
                  style={{ flex: 1 }}
                  aria-label={t('track.step.progress', progress)}
                />
                <Text size="xs" fw={700} c="dimmed" data-testid="step-progress">
                  {t('track.step.progress', progress)}
                </Text>
              </Group>
            )}
          </Box>
          <Group gap="sm" wrap="nowrap">
            {results}
            {saveExit}
            {mode === 'start' ? (
              <Button rightSection={<IconArrowRight size={16} />} onClick={onNext} loading={busy}>
                {t('track.footer.letsStart')}
              </Button>
            ) : lastStepOfStream ? (
              <Button rightSection={<IconFlag size={16} />} onClick={onNext} disabled={!nextEnabled} loading={busy}>
                {t('track.footer.finish')}
              </Button>
            ) : (
              <Button
                rightSection={<IconArrowRight size={16} />}
                onClick={onNext}
                disabled={!nextEnabled}
                loading={busy}
              >
                {t('track.footer.next')}
              </Button>
            )}
          </Group>
        </Group>
      )}
    </Box>
  );
}
