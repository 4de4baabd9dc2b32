import { initialStepId, type TrackData, type TrackStructure, trackLink } from '@idea-studio/sdk';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { closedStream, isLastStream } from '../../../closing/closing';
import { LandingSection } from '../../../closing/components/LandingSection';
import { OutputsSection } from '../../../closing/components/OutputsSection';
import { ShareSection } from '../../../closing/components/ShareSection';
import { VerdictCard } from '../../../closing/components/VerdictCard';
import { useClosingOutputs } from '../../../closing/hooks/useClosingOutputs';
import { useStreamResultsCheck } from '../../../closing/hooks/useStreamResultsCheck';
import type { ResultFile } from '../../../result-files/resultFiles';
import { localName } from '../../../track-data/names';

export interface ClosingViewProps {
  trackId: string;
  /** '' for /track/…, '/home' for /home/track/… (the links to steps stay on the same kind of address). */
  base: string;
  roundId: string;
  /** The stream of the address. */
  streamId: string;
  data: TrackData;
  structure: TrackStructure;
  userId: string | undefined;
  onDownload: (file: ResultFile) => Promise<unknown>;
}

/**
 * The closing view (part 2 §2.17): the verdict (at the end of the track's last stream), the stream's downloadable
 * outputs, the project page link to share, and the landing pages — the internal one and the hosted one with its
 * sign-ups.
 */
export function ClosingView({
  trackId,
  base,
  roundId,
  streamId,
  data,
  structure,
  userId,
  onDownload,
}: ClosingViewProps) {
  const { t, i18n } = useTranslation();
  const stream = closedStream(structure, data, streamId);
  const closesTrack = !!stream && isLastStream(structure, stream.id);
  const outputs = useClosingOutputs({ roundId, streamId: stream?.id ?? streamId, data, structure });
  const resultsMissing = useStreamResultsCheck(roundId, stream?.id, data);
  // The footer only has Save & Exit here (part 2 §2.2): the way on to the next stream is part of the view.
  const streamIndex = structure.streams.findIndex((s) => s.id === stream?.id);
  const nextStream = closesTrack ? undefined : structure.streams[streamIndex + 1];
  const place = { trackId, base, roundId, streamId: stream?.id ?? streamId };

  return (
    <Stack gap="xl" maw={860} mx="auto" py="xl">
      <Stack gap={4}>
        <Title order={1}>{t('track.closing.title')}</Title>
        <Text c="dimmed">
          {stream ? t('closing.intro', { stream: localName(stream, i18n.language) }) : t('track.closing.text')}
        </Text>
      </Stack>
      {resultsMissing && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('closing.errors.dataError.headline')}>
          {t('closing.errors.dataError.text')}
        </Alert>
      )}
      {closesTrack && <VerdictCard roundId={roundId} trackId={trackId} base={base} structure={structure} />}
      <OutputsSection
        options={outputs.options}
        loading={outputs.loading}
        loadFailed={outputs.loadFailed}
        running={outputs.running}
        hasFiles={outputs.hasFiles}
        data={data}
        structure={structure}
        place={place}
        userId={userId}
        onCreate={(option) => void outputs.create(option)}
        onCreateAll={() => void outputs.createAll()}
        onDownload={onDownload}
      />
      <ShareSection roundId={roundId} />
      <LandingSection roundId={roundId} data={data} structure={structure} place={place} />
      {nextStream && (
        <Group justify="flex-end">
          <Button
            component={Link}
            href={`${base}${trackLink(trackId, { streamId: nextStream.id, stepId: initialStepId(nextStream.id) }, roundId)}`}
            rightSection={<IconArrowRight size={16} />}
          >
            {t('closing.continueWith', { stream: localName(nextStream, i18n.language) })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
