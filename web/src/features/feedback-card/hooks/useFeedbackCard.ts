import {
  type Agent,
  type Author,
  addPin,
  authorPinAt,
  deletePin,
  type FeedbackCardMessage,
  type FeedbackCardResult,
  feedbackCardOf,
  isMentor,
  mainPersonaOfRound,
  prioritisePin,
  rephrasePin,
  SYNTHETIC_USER_AGENT,
  stepContext,
  stepResultOf,
  storeFeedbackCard,
  type TrackData,
  type TrackStructure,
  talkToMentor,
} from '@idea-studio/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { useRoundChanged } from '../../track-data/hooks/useRoundChanged';
import { requestedAgentAtom } from '../../track-page/atoms/agentAtom';
import { useWriteAgain } from '../../track-page/step-kernel/useWriteAgain';
import { useWhiteboardExport } from './useWhiteboardExport';

export interface FeedbackCardProps {
  roundId: string;
  stepId: string;
  data: TrackData;
  structure: TrackStructure;
}

/** A turn of the talk with the picked mentor: the founder's message (none for the opening) and the reply. */
export interface CardTurn {
  id: number;
  question: string;
  reply?: FeedbackCardMessage;
  failed?: boolean;
}

const NO_AGENTS: Agent[] = [];

/** A message to the mentor, as one call (`id`: its turn). */
type Turn = { agent: Agent; message: string; webSearch: boolean; author?: Author; id: number };

/** Rephrase: the founder's words now, whoever wrote the pin before (a pin left as it was keeps its author). */
export function rephrasedPin(card: FeedbackCardResult, index: number, topic: string, content: string) {
  const before = card.pins[index];
  const next = rephrasePin(card, index, topic, content);
  if (next === card || !before) return next;
  const same = before.topic.trim() === topic.trim() && before.content.trim() === content.trim();
  return same ? next : authorPinAt(next, index, 'founder');
}

/**
 * The Feedback Card's state and actions (part 2 §2.14, §4.8, §5): the mentors of listAgents; picking one resets the
 * thread and starts the talk; each reply's pins go onto the card; pins are added by hand, rephrased, prioritised
 * and deleted by the SDK's rules; the card is stored after every change (in order) and the round asked again, so
 * the dashboard's counters, Key Results and Finish Stream follow. An `agentId` the page was opened with picks that
 * mentor once.
 */
export function useFeedbackCard({ roundId, stepId, data, structure }: FeedbackCardProps) {
  const { t } = useTranslation();
  // The client shows a failed call's message itself (app/api.ts): failures here only update the screen.
  const { client, $quiet } = useApi();
  const roundChanged = useRoundChanged();
  const [requested, setRequested] = useAtom(requestedAgentAtom);
  const agents = useQuery(serverState.agents($quiet)).data ?? NO_AGENTS;
  const mentors = useMemo(() => agents.filter(isMentor), [agents]);
  const persona = useMemo(() => mainPersonaOfRound({ data, structure }), [data, structure]);

  const [card, setCard] = useState<FeedbackCardResult>(() => feedbackCardOf(stepResultOf(data, stepId)?.result));
  const [mentor, setMentor] = useState<Agent | null>(null);
  const [turns, setTurns] = useState<CardTurn[]>([]);
  /** The card, the round and the mentor as last changed: a reply arrives after an await and a change is queued. */
  const latest = useRef({ card, data, mentor });
  latest.current = { ...latest.current, card, data, mentor };
  /** The thread of the talk with the picked mentor (none before the first reply). */
  const thread = useRef<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const turnIds = useRef(0);

  const context = useCallback(
    () => stepContext(client, latest.current.data, structure, stepId),
    [client, structure, stepId],
  );

  /** The mentor's name as the card shows it: the synthetic user speaks as the round's main persona. */
  const speakerOf = useCallback(
    (agent: Agent) => (agent.id === SYNTHETIC_USER_AGENT && persona?.name ? persona.name : agent.name),
    [persona],
  );

  /** A turn with the mentor; `author`: who wrote the message (none for the opening, which has no message). */
  const talking = useMutation({
    mutationFn: async ({ agent, message, webSearch, author, id }: Turn) => {
      try {
        const turn = await talkToMentor(context(), latest.current.card, agent, message, {
          threadId: message ? thread.current : null,
          webSearch,
          ...(author ? { author } : {}),
        });
        if (latest.current.mentor?.id !== agent.id) return;
        thread.current = turn.reply.threadId;
        latest.current.card = turn.card;
        setCard(turn.card);
        setTurns((list) => list.map((item) => (item.id === id ? { ...item, reply: turn.reply.message } : item)));
        if (turn.reply.message.pins.length > 0) void roundChanged(roundId);
      } catch {
        setTurns((list) => list.map((item) => (item.id === id ? { ...item, failed: true } : item)));
      }
    },
  });
  const { mutateAsync: talkWith } = talking;
  const busy = talking.isPending;
  const talk = useCallback(
    async (agent: Agent, message: string, webSearch = false, author?: Author) => {
      const id = ++turnIds.current;
      setTurns((list) => [...(message ? list : []), { id, question: message }]);
      await talkWith({ agent, message, webSearch, author, id });
    },
    [talkWith],
  );

  /** Picking a mentor resets the thread and starts the talk at once. */
  const pick = useCallback(
    (agent: Agent) => {
      latest.current = { ...latest.current, mentor: agent };
      thread.current = null;
      setMentor(agent);
      setTurns([]);
      void talk(agent, '');
    },
    [talk],
  );

  // A pin's mentor the page was opened for (agentId in the address) is picked once the mentors are known.
  useEffect(() => {
    if (!requested || mentors.length === 0) return;
    const agent = mentors.find((m) => m.id === requested);
    setRequested(null);
    if (agent) pick(agent);
  }, [requested, mentors, pick, setRequested]);

  /**
   * A message to the picked mentor; without one the §5 alert; an empty message is ignored. `author`: typed by the
   * founder, or a reply the mentor offered, clicked as it is (ai-accepted).
   */
  const send = useCallback(
    (message: string, webSearch = false, author: Author = 'founder') => {
      if (!mentor) {
        window.alert(t('feedbackCard.noMentor'));
        return;
      }
      if (!message.trim() || busy) return;
      void talk(mentor, message.trim(), webSearch, author);
    },
    [mentor, busy, talk, t],
  );

  /** A change by the pin rules: shown at once, stored after the changes before it. */
  const change = useCallback(
    (apply: (current: FeedbackCardResult) => FeedbackCardResult) => {
      const current = latest.current.card;
      const next = apply(current);
      if (next === current) return false;
      latest.current.card = next;
      setCard(next);
      queue.current = queue.current
        .then(() => storeFeedbackCard(context(), next))
        .then(() => roundChanged(roundId))
        .catch(() => undefined);
      return true;
    },
    [context, roundChanged, roundId],
  );

  const add = useCallback(
    (topic: string, content: string) => {
      const agent = mentor;
      if (!agent) {
        window.alert(t('feedbackCard.noMentor'));
        return false;
      }
      // A pin typed by hand is the founder's own.
      return change((c) => {
        const next = addPin(c, {
          topic,
          content,
          agentId: agent.id,
          agentName: speakerOf(agent),
          mainTag: agent.mainTag,
          source: 'MANUALLY-ADDED',
        });
        return next === c ? c : authorPinAt(next, next.pins.length - 1, 'founder');
      });
    },
    [mentor, change, speakerOf, t],
  );

  const rephrase = useCallback(
    (index: number, topic: string, content: string) => change((c) => rephrasedPin(c, index, topic, content)),
    [change],
  );
  const prioritise = useCallback((index: number) => change((c) => prioritisePin(c, index)), [change]);
  const remove = useCallback((index: number) => change((c) => deletePin(c, index)), [change]);

  // Write again (a card written from an earlier reading of the idea): the mentor (the one talked to, else the first)
  // is asked again and answers from the idea as it is now; the pins it writes are stored with the card.
  useWriteAgain(stepId, () => {
    const agent = mentor ?? mentors[0];
    if (agent && !busy) pick(agent);
  });

  const whiteboard = useWhiteboardExport();
  /** The card's pins as whiteboard rows in the clipboard. */
  const exportWhiteboard = useCallback(async () => {
    if (card.pins.length > 0) await whiteboard.exportRows(card.pins);
  }, [card, whiteboard]);

  return {
    mentors,
    mentor,
    persona,
    speakerOf,
    card,
    turns,
    busy: busy || whiteboard.exporting,
    pick,
    send,
    add,
    rephrase,
    prioritise,
    remove,
    exportWhiteboard,
  };
}
