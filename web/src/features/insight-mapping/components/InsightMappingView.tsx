import {
  EMPATHY_QUESTIONS,
  INSIGHT_QUESTION_COUNT,
  personaOccupation,
  type Step,
  stepOfType,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'wouter';
import { StepConfirmDialogs } from '../../track/components/StepConfirmDialogs';
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

/** The address of the round's User Tinder step, on the same kind of track page. */
function useTinderLink(structure: TrackStructure): string | undefined {
  const [location] = useLocation();
  const [params] = useSearchParams();
  const tinder = stepOfType(structure, 'userTinder');
  if (!tinder) return undefined;
  const next = new URLSearchParams(params);
  next.set('streamId', tinder.stream.id);
  next.set('stepId', tinder.step.id);
  return `${location}?${next.toString()}`;
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
  const tinderLink = useTinderLink(structure);

  if (map.loadFailed) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start" gap="md">
          <Text>{t('insightMapping.loadFailed')}</Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={map.retry}>
            {t('userTinder.failed.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (!map.loaded) {
    return (
      <Center py={80}>
        <Loader type="dots" />
      </Center>
    );
  }
  if (!persona) {
    return (
      <Paper withBorder radius="md" p="xl" component="section" aria-label={t('insightMapping.noPersona.title')}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('insightMapping.noPersona.title')}
          </Title>
          <Text>{t('insightMapping.noPersona.text')}</Text>
          {tinderLink && (
            <Anchor component={Link} href={tinderLink}>
              {t('insightMapping.noPersona.link')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    );
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
              />
            );
          })
        )}
        <Paper withBorder radius="md" p="lg" mt="sm" component="section" aria-label={t('basicIdea.proceed')}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('basicIdea.proceed')}
            </Title>
            <Group gap="sm">
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={!map.saveEnabled || (working && busy !== 'save')}
                loading={busy === 'save'}
                onClick={map.requestSave}
              >
                {t('basicIdea.save')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconRotate size={16} />}
                disabled={working && busy !== 'reset'}
                loading={busy === 'reset'}
                onClick={() => setDialog('reset')}
              >
                {t('basicIdea.reset')}
              </Button>
            </Group>
          </Stack>
        </Paper>
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
