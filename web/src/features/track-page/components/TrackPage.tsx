import {
  continueAt,
  defaultProject,
  hasResult,
  type Position,
  type TrackStructure,
  trackLink,
  writtenFromEarlierFrame,
} from '@idea-studio/sdk';
import { Alert, Anchor, Box, Center, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useSearchParams } from 'wouter';
import { PAGE_MAX_WIDTH_PX } from '../../../ui/constants';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { DEFAULT_CHAT_MODEL } from '../../ai-chat/atoms/chatAtoms';
import { ChatWidget } from '../../ai-chat/components/ChatWidget';
import { userAtom } from '../../auth/atoms';
import { ResultsPanel } from '../../result-files/components/ResultsPanel';
import { useResultFileActions } from '../../result-files/hooks/useResultFileActions';
import type { ResultFile } from '../../result-files/resultFiles';
import { useTrackStructure } from '../../track-data/hooks/useTrackStructures';
import { LabelReaderContext } from '../../track-data/labelReader';
import { localName } from '../../track-data/names';
import { requestedAgentAtom } from '../atoms/agentAtom';
import { writeAgainAtom } from '../atoms/writeAgainAtom';
import { type TrackData, useRound } from '../hooks/useRound';
import { useTeam } from '../hooks/useTeam';
import { useTrackMoves } from '../hooks/useTrackMoves';
import { type TrackView, trackView } from '../trackView';
import { webStepOf } from '../webSteps';
import { EarlierReadingNotice } from './EarlierReadingNotice';
import { TrackFooter } from './TrackFooter';
import { TrackHeader } from './TrackHeader';
import { ClosingView } from './views/ClosingView';
import { InitStreamView } from './views/InitStreamView';
import { StepFrame } from './views/StepFrame';
import { TeammateStep } from './views/TeammateStep';

export interface TrackPageProps {
  trackId: string;
  /** '' for /track/:id, '/home' for /home/track/:id. */
  base?: string;
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={80}>
      <Text size="lg">{text}</Text>
      <Anchor component={Link} href="/home">
        {t('track.toDashboard')}
      </Anchor>
    </Stack>
  );
}

/**
 * The track page (part 2 §2.1–2.4, §2.16, §2.17): `track/:trackId?streamId&stepId&roundId`. The position picks
 * the view, a step's screen by the step's type; the footer moves through the round; the results panel lists the round's files. Without a position
 * the round's own (or its first) position is put into the address; an `agentId` is taken out of it.
 */
export function TrackPage({ trackId, base = '' }: TrackPageProps) {
  const [params] = useSearchParams();
  const roundId = params.get('roundId');
  if (!roundId) return <Redirect to="/home" replace />;
  return <TrackRound key={roundId} trackId={trackId} base={base} roundId={roundId} />;
}

function TrackRound({ trackId, base, roundId }: Required<TrackPageProps> & { roundId: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [location, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  const setAgent = useSetAtom(requestedAgentAtom);
  const { data, setData, failed, rename, refreshFiles } = useRound(roundId);
  const { structure, failed: structureFailed } = useTrackStructure(trackId);
  const members = useTeam(user ? defaultProject(user)?.projectId : undefined);

  const streamId = params.get('streamId');
  const stepId = params.get('stepId');
  const agentId = params.get('agentId');

  // The agent of a pin is read once and removed from the address.
  useEffect(() => {
    if (agentId === null) return;
    setAgent(agentId);
    const rest = new URLSearchParams(params);
    rest.delete('agentId');
    navigate(`${location}?${rest.toString()}`, { replace: true });
  }, [agentId, params, location, navigate, setAgent]);

  // Without a position, open the round where it stands.
  useEffect(() => {
    if ((streamId && stepId) || !data || !structure) return;
    const round = { lastStreamId: data.lastStreamId ?? null, lastStepId: data.lastStepId ?? null };
    navigate(`${base}${trackLink(trackId, continueAt(round, structure), roundId)}`, { replace: true });
  }, [streamId, stepId, data, structure, base, trackId, roundId, navigate]);

  if (failed || structureFailed) return <Notice text={t('track.loadFailed')} />;
  if (!data || !structure || !streamId || !stepId) {
    return (
      <Center mih="100vh">
        <WaitSpinner />
      </Center>
    );
  }
  return (
    <TrackScreen
      trackId={trackId}
      base={base}
      roundId={roundId}
      position={{ streamId, stepId }}
      view={trackView(structure, { streamId, stepId })}
      structure={structure}
      data={data}
      setData={setData}
      members={members}
      rename={rename}
      refreshFiles={refreshFiles}
    />
  );
}

interface TrackScreenProps {
  trackId: string;
  base: string;
  roundId: string;
  position: Position;
  view: TrackView;
  structure: TrackStructure;
  data: TrackData;
  setData: ReturnType<typeof useRound>['setData'];
  members: ReturnType<typeof useTeam>;
  rename: (name: string) => Promise<void>;
  refreshFiles: () => Promise<void>;
}

function TrackScreen(props: TrackScreenProps) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const { download, remove } = useResultFileActions();
  const { data, view, structure } = props;
  // A teammate's round (a member of its project): shown as it stands, with nothing that would change it.
  const readOnly = !data.editable;
  const moves = useTrackMoves(props);
  const [resultsOpen, setResultsOpen] = useState(false);
  const writeAgain = useAtomValue(writeAgainAtom);

  const stepName = (id: string) => {
    for (const stream of structure.streams) {
      const step = stream.steps.find((s) => s.id === id);
      if (step) return localName(step, i18n.language);
    }
    return undefined;
  };

  // A deleted file reloads the round (its data and files), so Save Result and Next follow at once.
  const deleteFile = async (file: ResultFile) => {
    await remove(file);
  };

  const toggleResults = () => {
    const open = !resultsOpen;
    setResultsOpen(open);
    if (open) void props.refreshFiles();
  };

  // The step's screen and chat are chosen by its type (its module in WEB_STEPS, webSteps.ts).
  const stepEntry = view.kind === 'step' ? webStepOf(view.step.type) : undefined;
  let body: ReactNode;
  switch (view.kind) {
    case 'start':
      body = <InitStreamView stream={view.stream} first={view.first} />;
      break;
    case 'closing':
      body = (
        <ClosingView
          trackId={props.trackId}
          base={props.base}
          roundId={props.roundId}
          streamId={view.stream.id}
          data={data}
          structure={structure}
          userId={user?.id}
          onDownload={download}
        />
      );
      break;
    case 'step':
      body = (
        <StepFrame
          step={view.step}
          progress={moves.progress}
          notice={
            // The step's result was written from an earlier reading of the idea: said, and written again only on
            // the founder's click, the step's own way.
            writtenFromEarlierFrame(data, view.step.id) ? (
              <EarlierReadingNotice
                teammate={readOnly}
                onWriteAgain={writeAgain?.stepId === view.step.id ? writeAgain.run : undefined}
              />
            ) : undefined
          }
        >
          {readOnly ? (
            <TeammateStep data={data} stepId={view.step.id} />
          ) : stepEntry?.View ? (
            <Suspense
              fallback={
                <Center py={80}>
                  <WaitSpinner />
                </Center>
              }
            >
              <stepEntry.View
                step={view.step}
                streamId={view.stream.id}
                roundId={props.roundId}
                data={data}
                structure={structure}
                instructions={view.step.instructions ? webStepOf(view.step.instructions)?.instructions : undefined}
              />
            </Suspense>
          ) : undefined}
        </StepFrame>
      );
      break;
    default:
      body = <Notice text={t('track.unknownStep')} />;
  }

  const mode =
    view.kind === 'start'
      ? 'start'
      : view.kind === 'closing' || view.kind === 'unknown' || stepEntry?.ownChat
        ? 'short'
        : 'step';

  return (
    // On a teammate's round, "you" in a label would name the wrong person.
    <LabelReaderContext.Provider value={readOnly ? 'teammate' : 'founder'}>
      <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
        <TrackHeader name={data.name ?? ''} onRename={readOnly ? undefined : props.rename} members={props.members} />
        <Box style={{ flex: 1, display: 'flex', minHeight: 0 }}>
          <Box component="main" px="lg" style={{ flex: 1, minWidth: 0 }}>
            <Box maw={PAGE_MAX_WIDTH_PX} mx="auto">
              {readOnly ? (
                <>
                  <Alert
                    mt="md"
                    color="blue"
                    icon={<IconEye size={18} />}
                    title={t('track.readOnly.title')}
                    data-testid="read-only-round"
                  >
                    {t('track.readOnly.text')}
                  </Alert>
                  {/* A disabled fieldset disables every control of the step's screen at once. */}
                  <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                    {body}
                  </fieldset>
                </>
              ) : (
                body
              )}
            </Box>
          </Box>
          {view.kind === 'step' && !stepEntry?.ownChat && !readOnly && (
            <ChatWidget
              roundId={props.roundId}
              stepId={view.step.id}
              modelId={stepEntry?.chatModel ?? DEFAULT_CHAT_MODEL}
              stepDone={hasResult(data, view.step.id)}
            />
          )}
          {resultsOpen && (
            <ResultsPanel
              files={data.files}
              userId={user?.id}
              stepName={stepName}
              onDownload={download}
              onDelete={deleteFile}
              onClose={() => setResultsOpen(false)}
            />
          )}
        </Box>
        <TrackFooter
          mode={mode}
          progress={moves.progress}
          lastStepOfStream={moves.lastStepOfStream}
          finishInShort={!!stepEntry?.ownChat && moves.lastStepOfStream}
          nextEnabled={moves.nextEnabled}
          busy={moves.busy}
          fileCount={data.files.length}
          resultsOpen={resultsOpen}
          onBack={() => void moves.back()}
          onNext={() => void moves.next()}
          onToggleResults={toggleResults}
          onSaveAndExit={() => void moves.saveAndExit()}
          readOnly={readOnly}
        />
      </Box>
    </LabelReaderContext.Provider>
  );
}
