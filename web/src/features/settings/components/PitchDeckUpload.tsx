import { formatKilobytes } from '@idea-studio/sdk';
import { ActionIcon, Button, FileButton, Group, Input, Progress, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useUploadErrorText } from '../../hub/hooks/useUploadErrorText';
import { HUB_ACCEPT } from '../../hub/hubFiles';
import { usePitchDeck } from '../hooks/usePitchDeck';

/**
 * Pitch Deck of the Basic Info form (part 1 §4): without a file an Upload button (one file, the hub's types, at
 * most 5 MB), with a file its name, size in KB and a trash icon, which asks before the pitch deck is deleted.
 */
export function PitchDeckUpload() {
  const { t } = useTranslation();
  const errorText = useUploadErrorText();
  const deck = usePitchDeck();
  const [confirming, setConfirming] = useState(false);
  return (
    <Input.Wrapper label={t('settings.company.pitchDeck')} data-testid="pitch-deck">
      {deck.file ? (
        <Group gap="sm" wrap="nowrap" mt={4}>
          <ThemeIcon variant="light" size={32} radius="md">
            <IconFileTypePdf size={18} />
          </ThemeIcon>
          <Text size="sm" fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }} data-testid="pitch-deck-name">
            {deck.file.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="pitch-deck-size">
            {formatKilobytes(deck.file.size)}
          </Text>
          <Tooltip label={t('settings.company.deletePitchDeck')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('settings.company.deletePitchDeck')}
              loading={deck.deleting}
              onClick={() => setConfirming(true)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : (
        <Group gap="sm" wrap="nowrap" mt={4}>
          <FileButton
            accept={HUB_ACCEPT}
            onChange={(file) => void deck.upload(file)}
            disabled={!deck.projectId || deck.percentage !== null}
            inputProps={{ 'data-testid': 'pitch-deck-input' } as object}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                loading={deck.percentage !== null}
                disabled={!deck.projectId}
              >
                {t('settings.company.upload')}
              </Button>
            )}
          </FileButton>
          {deck.percentage !== null && (
            <Progress
              value={deck.percentage}
              size="sm"
              style={{ flex: 1 }}
              aria-label={t('settings.company.pitchDeckUploading')}
            />
          )}
        </Group>
      )}
      {deck.error && (
        <Text size="xs" c="red" mt={4} data-testid="pitch-deck-error">
          {errorText(deck.error)}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('settings.company.deletePitchDeck')}
        question={t('settings.company.deletePitchDeckQuestion', { name: deck.file?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={deck.remove}
      />
    </Input.Wrapper>
  );
}
