import {
  CHAT_ROUNDS,
  INTERVIEW_PARTNERS,
  type InterviewPartner,
  openRound,
  personaOccupation,
  type Step,
  type TrackData,
  type TrackStructure,
} from '@idea-studio/sdk';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChatScroller } from '../../ai-chat/components/ChatScroller';
import { StepConfirmDialogs } from '../../track-page/components/StepConfirmDialogs';
import { NoPersonaNotice, ProceedPanel, StepLoadState } from '../../track-page/components/views/StepStates';
import { PersonaGoneDialog } from '../../user-tinder/components/PersonaGoneDialog';
import { PersonaImage } from '../../user-tinder/components/PersonaImage';
import { useExpertChat } from '../hooks/useExpertChat';
import { ChatRoundCard } from './ChatRoundCard';
import { ChatStart } from './ChatStart';
import classes from './ExpertChat.module.css';
import { OwnAnswerBox } from './OwnAnswerBox';
import { PartnerPortrait } from './PartnerPortrait';

export interface ExpertChatViewProps {
  step: Step;
  streamId: string;
  roundId: string;
  data: TrackData;
  structure: TrackStructure;
}

/** A partner's key in the texts: one of the three (a saved chat names its partner by id). */
const partnerKey = (partner: InterviewPartner) =>
  (INTERVIEW_PARTNERS.find((p) => p.id === partner.id) ?? INTERVIEW_PARTNERS[0]).id;

/**
 * The Solution Expert Chat step, type `expertChat` (part 2 §2.13, §4.6): pick an accepted persona and an interview
 * partner, Start Chat, then four rounds of the partner's questions with three lettered reactions each (Refresh,
 * Answer for me), then Save Result (the transcript and what was learned as a PDF) or Reset & Start Again.
 */
export function ExpertChatView({ step, streamId, roundId, data, structure }: ExpertChatViewProps) {
  const { t } = useTranslation();
  const chat = useExpertChat({ roundId, streamId, stepId: step.id, data, structure });
  const { state, busy, dialog, setDialog } = chat;

  if (chat.loadFailed || !chat.loaded) {
    return (
      <StepLoadState
        failed={chat.loadFailed}
        loaded={chat.loaded}
        failedText={t('insightMapping.loadFailed')}
        retryLabel={t('userTinder.failed.retry')}
        onRetry={chat.retryLoad}
      />
    );
  }
  if (chat.personas.length === 0) {
    return <NoPersonaNotice textsKey="expertChat.noPersona" structure={structure} />;
  }

  const working = busy !== null;
  const open = state ? openRound(state) : 0;
  const shownPersona = state?.persona ?? chat.persona;
  const shownPartner = state?.partner ?? chat.partner;

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Text>{t('expertChat.intro')}</Text>
        {!state ? (
          <ChatStart
            personas={chat.personas}
            persona={chat.persona}
            onPersona={chat.setPersona}
            partner={chat.partner}
            onPartner={chat.setPartner}
            starting={busy === 'asking'}
            onStart={() => void chat.start()}
          />
        ) : (
          <>
            {/* The interview scrolls by itself and follows the partner's next question (ChatScroller). */}
            <ChatScroller className={classes.rounds} data-testid="expert-conversation">
              <Stack gap="md">
                {state.rounds.map((round, index) => (
                  <ChatRoundCard
                    // biome-ignore lint/suspicious/noArrayIndexKey: the four rounds are fixed positions
                    key={index}
                    number={index + 1}
                    round={round}
                    partner={state.partner}
                    personaName={state.persona.name}
                    open={open === index + 1}
                    disabled={working}
                    onChoose={(option) => void chat.choose(option)}
                    onRefresh={() => void chat.refresh()}
                    onAnswerForMe={chat.answerForMe}
                  />
                ))}
                {busy === 'asking' && (
                  <Group gap="sm" role="status">
                    <Loader type="dots" size="sm" />
                    <Text c="dimmed">{t('expertChat.thinking', { partner: state.partner.name })}</Text>
                  </Group>
                )}
                {chat.askFailed && busy === null && (
                  <Paper withBorder radius="md" p="md">
                    <Group justify="space-between">
                      <Text>{t('expertChat.failed')}</Text>
                      <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={chat.askAgain}>
                        {t('expertChat.retry')}
                      </Button>
                    </Group>
                  </Paper>
                )}
              </Stack>
            </ChatScroller>
            {open > 0 && state.rounds[open - 1]?.entry && (
              <OwnAnswerBox
                personaName={state.persona.name}
                disabled={working}
                onSend={(text) => void chat.answerOwn(text)}
              />
            )}
            {state.activeStep >= CHAT_ROUNDS && (
              <Group justify="space-between" wrap="nowrap">
                <Text c="dimmed">{t('expertChat.done')}</Text>
                {/* Refresh removes the last round (§4.6): here the fourth answer, which is asked again. */}
                <Button
                  variant="default"
                  size="xs"
                  flex="none"
                  leftSection={<IconRefresh size={14} />}
                  disabled={working}
                  onClick={() => void chat.refresh()}
                >
                  {t('expertChat.refresh')}
                </Button>
              </Group>
            )}
          </>
        )}
        <ProceedPanel
          busy={busy}
          saveEnabled={chat.saveEnabled}
          onSave={chat.requestSave}
          onReset={() => setDialog('reset')}
        />
      </Stack>
      <Stack className={classes.side} gap="md">
        {shownPersona && (
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('expertChat.persona')}>
            <Group wrap="nowrap" gap="sm">
              <PersonaImage persona={shownPersona} size={56} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {t('expertChat.persona')}
                </Text>
                <Text fw={700} data-testid="chat-persona-name">
                  {shownPersona.name}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {personaOccupation(shownPersona)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        )}
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('expertChat.partner')}>
          <Group wrap="nowrap" gap="sm">
            <PartnerPortrait partner={shownPartner} size={56} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('expertChat.partner')}
              </Text>
              <Text fw={700}>{shownPartner.name}</Text>
            </Stack>
          </Group>
          {/* The partner's own character, in the user's language (the SDK's description is the prompt's). */}
          <Text size="sm" c="dimmed" mt="xs">
            {t(`expertChat.partners.${partnerKey(shownPartner)}`)}
          </Text>
        </Paper>
      </Stack>
      <PersonaGoneDialog
        opened={dialog === 'gone'}
        title={t('expertChat.gone.title')}
        text={t('expertChat.gone.text', { name: chat.gone || t('expertChat.gone.someone') })}
        onClose={() => setDialog(null)}
      />
      <StepConfirmDialogs
        dialog={dialog}
        setDialog={setDialog}
        onSave={() => chat.save()}
        onReset={() => chat.reset()}
      />
    </div>
  );
}
