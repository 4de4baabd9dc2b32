import { stepResultOf, type TrackData } from '@idea-studio/sdk';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultDataView } from '../../../key-results/components/ResultDataView';

export interface TeammateStepProps {
  data: TrackData;
  stepId: string;
}

/**
 * A step of a teammate's round: its saved result as the round's user saved it, with who wrote what. The step's own
 * screen is not run here: its input is its user's own (the server keeps it to them), and opening it would ask the
 * assistant, deal personas or clear files of a round that is not the viewer's.
 */
export function TeammateStep({ data, stepId }: TeammateStepProps) {
  const { t } = useTranslation();
  const result = stepResultOf(data, stepId);
  return (
    <Paper withBorder radius="md" p="xl" data-testid="teammate-step">
      {result ? (
        <>
          <Title order={2} size="h4" mb="md">
            {t('track.readOnly.result')}
          </Title>
          <ResultDataView value={result.result} />
        </>
      ) : (
        <Text c="dimmed">{t('track.readOnly.noResult')}</Text>
      )}
    </Paper>
  );
}
