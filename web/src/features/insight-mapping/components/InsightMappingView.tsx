import {
  EMPATHY_QUESTIONS,
  INSIGHT_QUESTION_COUNT,
  personaOccupation,
  type Step,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';
import { Badge, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InterviewsPanel } from '../../interviews/components/InterviewsPanel';
import { useInterviews } from '../../interviews/hooks/useInterviews';
import { painEvidenceOf } from '../../interviews/painEvidence';
import { roundPersonaNames } from '../../interviews/personas';
import { StepConfirmDialogs } from '../../track-page/components/StepConfirmDialogs';
import { NoPersonaNotice, ProceedPanel, StepLoadState } from '../../track-page/components/views/StepStates';
import { PersonaGoneDialog } from '../../user-tinder/components/PersonaGoneDialog';
import { PersonaImage } from '../../user-tinder/components/PersonaImage';
import { useInsightMapping } from '../hooks/useInsightMapping';
import classes from './InsightMapping.module.css';
import { QuestionPanel } from './QuestionPanel';
import { QuestionRow } from './QuestionRow';

export interface InsightMappingViewProps {
  step: Step;
  streamId: string;
  roundId: string;
  data: TrackData;
  structure: TrackStructure;
}

/**
 * The User Insight Mapping step, type `insightMapping` (part 2 §2.11, §4.7): the main persona of User Tinder and
 * four empathy questions — what the persona hears, sees, feels, and what frustrates them most — answered with the
 * AI's suggestions and the founder's own; then Save Result (the empathy map as a PDF) or Reset & Start Again.
 */
export function InsightMappingView({ step, streamId, roundId, data, structure }: InsightMappingViewProps) {
  const { t } = useTranslation();
  const map = useInsightMapping({ roundId, streamId, stepId: step.id, data, structure });
  const { persona, state, busy, dialog, setDialog } = map;
  // The map as real conversations corrected it: each pain marked by the interview records that confirm or contradict it.
  const interviews = useInterviews(roundId).data;
  const evidenceOf = painEvidenceOf(interviews?.insights);
  const interviewCount = interviews?.insights.interviewCount ?? 0;

  if (map.loadFailed || !map.loaded) {
    return (
      <StepLoadState
        failed={map.loadFailed}
        loaded={map.loaded}
        failedText={t('insightMapping.loadFailed')}
        retryLabel={t('userTinder.failed.retry')}
        onRetry={map.retry}
      />
    );
  }
  if (!persona) {
    return <NoPersonaNotice textsKey="insightMapping.noPersona" structure={structure} />;
  }

  const occupation = personaOccupation(persona);
  const working = busy !== null;
  const question = (index: number) => t(`insightMapping.questions.${EMPATHY_QUESTIONS[index]}`, { name: persona.name });

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('insightMapping.persona')}>
          <Group wrap="nowrap" gap="md">
            <PersonaImage persona={persona} size={88} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('insightMapping.persona')}
              </Text>
              <Text fw={700} size="lg" data-testid="insight-persona-name">
                {persona.name}
              </Text>
              {occupation && <Text c="dimmed">{occupation}</Text>}
              {persona.short_summary && (
                <Text size="sm" mt={4}>
                  {persona.short_summary}
                </Text>
              )}
              {interviewCount > 0 && (
                <Badge mt={6} variant="light" color="teal" data-testid="corrected-by-interviews">
                  {t('interviews.correctedBy', { count: interviewCount })}
                </Badge>
              )}
            </Stack>
          </Group>
        </Paper>
        <Text>{t('insightMapping.intro', { name: persona.name })}</Text>
        {!state ? (
          <Center py="xl">
            <Loader type="dots" />
          </Center>
        ) : (
          EMPATHY_QUESTIONS.map((key, index) => {
            const number = index + 1;
            const answers = state.storage[index] ?? [];
            if (number === state.activeStep) {
              return (
                <QuestionPanel
                  key={key}
                  number={number}
                  count={INSIGHT_QUESTION_COUNT}
                  question={question(index)}
                  name={persona.name}
                  answers={answers}
                  suggesting={map.suggesting === number}
                  disabled={working}
                  onAdd={(text) => map.add(number, text)}
                  onEdit={(id, text) => map.edit(number, id, text)}
                  onDelete={(id) => map.remove(number, id)}
                  onSuggest={() => map.suggest(number)}
                  onNext={map.next}
                  evidenceOf={evidenceOf}
                />
              );
            }
            return (
              <QuestionRow
                key={key}
                number={number}
                question={question(index)}
                answers={answers}
                blocked={number > state.activeStep && !map.saveEnabled}
                onOpen={() => map.open(number)}
                evidenceOf={evidenceOf}
              />
            );
          })
        )}
        <ProceedPanel
          busy={busy}
          saveEnabled={map.saveEnabled}
          onSave={map.requestSave}
          onReset={() => setDialog('reset')}
        />
        <InterviewsPanel roundId={roundId} personas={roundPersonaNames(data, structure)} />
      </Stack>
      <PersonaGoneDialog
        opened={dialog === 'gone'}
        title={t('insightMapping.gone.title')}
        text={t('insightMapping.gone.text', { old: map.gone || t('insightMapping.gone.someone'), name: persona.name })}
        onClose={() => setDialog(null)}
      />
      <StepConfirmDialogs dialog={dialog} setDialog={setDialog} onSave={() => map.save()} onReset={() => map.reset()} />
    </div>
  );
}
