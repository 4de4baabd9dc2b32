import { type ShadowingSituation, shadowingPromptContent } from '@idea-studio/sdk';
import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AiTextControl } from '../../ai-control/components/AiTextControl';
import { InstructionsDialog } from '../../instructions/components/InstructionsDialog';
import { StepConfirmDialogs } from '../../track-page/components/StepConfirmDialogs';
import { NoPersonaNotice, ProceedPanel, StepLoadState } from '../../track-page/components/views/StepStates';
import type { StepViewProps } from '../../track-page/stepViewProps';
import { PersonaGoneDialog } from '../../user-tinder/components/PersonaGoneDialog';
import { useProblemShadowing } from '../hooks/useProblemShadowing';
import { DayInTheLife } from './DayInTheLife';
import classes from './ProblemShadowing.module.css';
import { ShadowedPersona } from './ShadowedPersona';
import { SituationRow } from './SituationRow';

/** What the track page gives the step (stepViewProps.ts), its instructions included. */
export type ProblemShadowingViewProps = StepViewProps;

/** The situations with a key of their own: the sentence, and how often it came before (the AI may repeat one). */
function keyed(situations: readonly ShadowingSituation[]) {
  const seen = new Map<string, number>();
  return situations.map((situation, index) => {
    const before = seen.get(situation.step) ?? 0;
    seen.set(situation.step, before + 1);
    return { situation, index, key: `${situation.step}#${before}` };
  });
}

/**
 * The Problem Shadowing step, type `problemShadowing` (part 2 §2.12, §4.5): the main persona's day and the
 * situations of the core problem, sentences to complete one after another with the AI text control; the persona's
 * picture, milieu and name on the right; Autofill all, Save Result (the core problem as a PDF) and Reset & Start
 * Again.
 */
export function ProblemShadowingView({
  step,
  streamId,
  roundId,
  data,
  structure,
  instructions,
}: ProblemShadowingViewProps) {
  const { t } = useTranslation();
  const shadowing = useProblemShadowing({ roundId, streamId, stepId: step.id, data, structure });
  const { persona, state, busy, dialog, setDialog, activeIndex } = shadowing;

  if (shadowing.loadFailed || !shadowing.loaded) {
    return (
      <StepLoadState
        failed={shadowing.loadFailed}
        loaded={shadowing.loaded}
        failedText={t('problemShadowing.loadFailed')}
        retryLabel={t('problemShadowing.retry')}
        onRetry={shadowing.retry}
      />
    );
  }
  if (!persona) {
    return <NoPersonaNotice textsKey="problemShadowing.noPersona" structure={structure} />;
  }

  const working = busy !== null;
  const count = state?.situations.length ?? 0;

  const situations = () => {
    if (!state) {
      if (shadowing.situationsFailed) {
        return (
          <Paper withBorder radius="md" p="lg">
            <Stack align="flex-start" gap="md">
              <Text>{t('problemShadowing.situationsFailed')}</Text>
              <Button leftSection={<IconRefresh size={16} />} onClick={shadowing.reloadSituations}>
                {t('problemShadowing.retry')}
              </Button>
            </Stack>
          </Paper>
        );
      }
      return (
        <Center py="xl" role="status">
          <Stack align="center" gap="sm">
            <Loader type="dots" />
            <Text c="dimmed">{t('problemShadowing.loading', { name: persona.name })}</Text>
          </Stack>
        </Center>
      );
    }
    return (
      <>
        <DayInTheLife name={persona.name} story={state.story} />
        {keyed(state.situations).map(({ situation, index, key }) => {
          const number = index + 1;
          if (index === activeIndex) {
            return (
              <Paper
                // A new control per situation: its suggestions belong to that sentence only.
                key={key}
                className={classes.active}
                radius="md"
                p="lg"
                data-testid="active-situation"
              >
                <Stack gap={4}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                    {t('problemShadowing.situationOf', { number, count })}
                  </Text>
                  <AiTextControl
                    heading={situation.step}
                    label={situation.step}
                    placeholder={t('problemShadowing.placeholder')}
                    value={shadowing.draft}
                    onChange={shadowing.changeDraft}
                    minWords={step.minWords}
                    streamId={streamId}
                    stepId={step.id}
                    roundId={roundId}
                    stepPromptNumber={number}
                    promptContent={() => shadowingPromptContent(persona, state)}
                    onNext={shadowing.next}
                    onSupportMe={(text) => void shadowing.supportMe(text)}
                    onAiButton={shadowing.recordAiButton}
                    aiWithoutText
                    autoFocus
                  />
                </Stack>
              </Paper>
            );
          }
          return (
            <SituationRow
              key={key}
              number={number}
              question={situation.step}
              answer={situation.answer}
              author={situation.author}
              blocked={activeIndex !== null && index > activeIndex && !shadowing.saveEnabled}
              disabled={working}
              onOpen={() => shadowing.open(index)}
            />
          );
        })}
      </>
    );
  };

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text>{t('problemShadowing.intro')}</Text>
          <Button
            variant="light"
            flex="none"
            leftSection={<IconWand size={16} />}
            loading={busy === 'autofill'}
            disabled={!state || (working && busy !== 'autofill')}
            onClick={() => void shadowing.autofill()}
          >
            {t('basicIdea.autofill')}
          </Button>
        </Group>
        {situations()}
        <ProceedPanel
          busy={busy}
          saveEnabled={shadowing.saveEnabled}
          resetHeld={shadowing.situationsLoading}
          onSave={shadowing.requestSave}
          onReset={() => setDialog('reset')}
        />
      </Stack>
      <div className={classes.side}>
        <ShadowedPersona persona={persona} />
      </div>
      {step.instructions && (
        <InstructionsDialog
          opened={dialog === 'instructions'}
          variant={step.instructions}
          instructions={instructions}
          onClose={() => setDialog(null)}
        />
      )}
      <PersonaGoneDialog
        opened={dialog === 'gone'}
        title={t('problemShadowing.gone.title')}
        text={t('problemShadowing.gone.text', {
          old: shadowing.gone || t('problemShadowing.gone.someone'),
          name: persona.name,
        })}
        onClose={() => setDialog(null)}
      />
      <StepConfirmDialogs
        dialog={dialog}
        setDialog={setDialog}
        onSave={() => shadowing.save()}
        onReset={() => shadowing.reset()}
      />
    </div>
  );
}
