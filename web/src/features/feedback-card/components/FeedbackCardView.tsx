import { feedbackLeft, personaImageUrl, pinsByAgent, SYNTHETIC_USER_AGENT } from '@idea-studio/sdk';
import { Badge, Button, Checkbox, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCopy, IconPlus, IconUsers } from '@tabler/icons-react';
import { atom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatScroller } from '../../ai-chat/components/ChatScroller';
import { AgentTurn, UserTurn } from '../../ai-chat/components/ChatTurn';
import { MessageBox } from '../../ai-chat/components/MessageBox';
import type { StepViewProps } from '../../track-page/stepViewProps';
import { useFeedbackCard } from '../hooks/useFeedbackCard';
import classes from './FeedbackCard.module.css';
import { InfoSharedDialog, infoSharedSeen } from './InfoSharedDialog';
import { MentorSelectDialog } from './MentorSelectDialog';
import { PinCard } from './PinCard';
import { PinDialog } from './PinDialog';

/** The card's own message draft: the AI chat of other steps keeps its own. */
const cardDraftAtom = atom('');
const NO_ACTIONS = {};

/**
 * The Feedback Card step, type `feedbackCard` (part 2 §2.14, §4.8): pick a mentor (the message box stays disabled
 * until then) and talk; the mentor's pins land on the card, each with where its claim comes from; pins are added by
 * hand, rephrased, prioritised and deleted; the card is saved after every change; Export copies the pins for a
 * whiteboard tool.
 */
export function FeedbackCardView({ step, roundId, data, structure }: StepViewProps) {
  const { t } = useTranslation();
  const card = useFeedbackCard({ roundId, stepId: step.id, data, structure });
  const [selecting, setSelecting] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [pinDialog, setPinDialog] = useState<{ index?: number } | null>(null);
  const [webSearch, setWebSearch] = useState(false);
  // The newest turn and answer stay in view while the founder is at the end (ChatScroller, part 2 §2.15).
  const { mentor, turns } = card;

  const openMentors = () => (infoSharedSeen() ? setSelecting(true) : setInfoOpen(true));
  const editing = pinDialog?.index !== undefined ? card.card.pins[pinDialog.index] : undefined;
  const columns = [...pinsByAgent(card.card.pins)];
  const left = feedbackLeft(card.card.pins.length);
  const mentorImage =
    mentor?.id === SYNTHETIC_USER_AGENT && card.persona ? personaImageUrl(card.persona.image) : mentor?.image;

  return (
    <div className={classes.layout}>
      <Paper withBorder radius="md" className={classes.chat} component="section" aria-label={t('feedbackCard.chat')}>
        <Group justify="space-between" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          {mentor ? (
            <Group gap="sm" wrap="nowrap">
              <Image src={mentorImage} alt="" w={40} h={40} radius="xl" />
              <Stack gap={0}>
                <Text fw={700}>{card.speakerOf(mentor)}</Text>
                <Text size="xs" c="dimmed">
                  {mentor.mainTag}
                </Text>
              </Stack>
            </Group>
          ) : (
            <Text c="dimmed">{t('feedbackCard.noMentorYet')}</Text>
          )}
          <Button variant="light" leftSection={<IconUsers size={16} />} onClick={openMentors}>
            {mentor ? t('feedbackCard.changeMentor') : t('feedbackCard.selectMentor')}
          </Button>
        </Group>
        <ChatScroller
          className={classes.thread}
          scrollerClassName={classes.threadScroller}
          data-testid="card-conversation"
          sendCount={turns.length}
        >
          <Stack gap="md" aria-live="polite">
            {turns.map((turn) => (
              <Stack key={turn.id} gap="xs">
                {turn.question && <UserTurn question={turn.question} />}
                {turn.reply && mentor && (
                  <>
                    <AgentTurn
                      entry={{
                        id: turn.id,
                        question: turn.question,
                        answer: turn.reply.answer,
                        dialogMessage: turn.reply.dialogMessage,
                        formTransfer: turn.reply.formTransfer,
                        upload: false,
                        fill_all: false,
                        context_id: step.id,
                      }}
                      agentName={card.speakerOf(mentor)}
                      actions={NO_ACTIONS}
                      onSuggestion={(suggestion) => card.send(suggestion.text, webSearch, 'ai-accepted')}
                    />
                    {turn.reply.pins.length > 0 && (
                      <Group gap={6}>
                        <Text size="xs" c="dimmed">
                          {t('feedbackCard.pinned')}
                        </Text>
                        {turn.reply.pins.map((pin) => (
                          <Badge key={pin.topic} size="sm" variant="light" style={{ textTransform: 'none' }}>
                            {pin.topic}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </>
                )}
                {!turn.reply && !turn.failed && (
                  <Group gap="xs" role="status">
                    <Loader type="dots" size="sm" />
                    <Text size="sm" c="dimmed">
                      {t('feedbackCard.thinking', { mentor: mentor ? card.speakerOf(mentor) : '' })}
                    </Text>
                  </Group>
                )}
                {turn.failed && (
                  <Text size="sm" c="red">
                    {t('feedbackCard.failed')}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </ChatScroller>
        {mentor?.webSearch && (
          <Checkbox
            px="sm"
            pt="xs"
            label={t('feedbackCard.webSearch')}
            checked={webSearch}
            onChange={(e) => setWebSearch(e.currentTarget.checked)}
          />
        )}
        <MessageBox
          onSend={(text) => card.send(text, webSearch)}
          disabled={!mentor || card.busy}
          draftAtom={cardDraftAtom}
          placeholder={mentor ? undefined : t('feedbackCard.noMentor')}
        />
      </Paper>

      <Stack gap="sm" component="section" aria-label={t('feedbackCard.pins')}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('feedbackCard.pins')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="pin-count">
            {left > 0
              ? t('feedbackCard.countLeft', { count: card.card.pins.length, left })
              : t('feedbackCard.count', { count: card.card.pins.length })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => (mentor ? setPinDialog({}) : window.alert(t('feedbackCard.noMentor')))}
          >
            {t('feedbackCard.addPin')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconClipboardCopy size={16} />}
            disabled={card.card.pins.length === 0 || card.busy}
            onClick={() => void card.exportWhiteboard()}
          >
            {t('feedbackCard.export')}
          </Button>
        </Group>
        {columns.length === 0 && <Text c="dimmed">{t('feedbackCard.noPins')}</Text>}
        {columns.map(([agentId, pins]) => (
          <Stack key={agentId} gap="xs" component="section" aria-label={pins[0]?.agentName ?? agentId}>
            <Text fw={700} size="sm">
              {pins[0]?.agentName ?? agentId}
            </Text>
            {pins.map((pin) => {
              const index = card.card.pins.indexOf(pin);
              return (
                <PinCard
                  key={`${index}-${pin.dateCreated ?? ''}-${pin.topic}`}
                  pin={pin}
                  onPrioritise={() => card.prioritise(index)}
                  onRephrase={() => setPinDialog({ index })}
                  onDelete={() => card.remove(index)}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>

      <InfoSharedDialog
        opened={infoOpen}
        onClose={() => setInfoOpen(false)}
        onContinue={() => {
          setInfoOpen(false);
          setSelecting(true);
        }}
      />
      <MentorSelectDialog
        opened={selecting}
        mentors={card.mentors}
        persona={card.persona}
        onClose={() => setSelecting(false)}
        onPick={card.pick}
      />
      <PinDialog
        opened={pinDialog !== null}
        initial={editing ? { topic: editing.topic, content: editing.content } : undefined}
        onClose={() => setPinDialog(null)}
        onSubmit={(topic, content) => {
          if (pinDialog?.index !== undefined) card.rephrase(pinDialog.index, topic, content);
          else card.add(topic, content);
        }}
      />
    </div>
  );
}
