import { type Author, CHAT_ROUNDS, type ChatRound, type InterviewPartner, stripOptionLabel } from '@idea-studio/sdk';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthorBadge } from '../../track-page/components/AuthorBadge';
import classes from './ExpertChat.module.css';
import { PartnerPortrait } from './PartnerPortrait';

const LETTERS = ['a', 'b', 'c'];

export interface ChatRoundCardProps {
  number: number;
  /** The round, with who chose its answer once it has one. */
  round: ChatRound & { author?: Author };
  partner: InterviewPartner;
  personaName: string;
  /** The open round shows its options, Refresh and Answer for me. */
  open: boolean;
  disabled: boolean;
  onChoose: (option: number) => void;
  onRefresh: () => void;
  onAnswerForMe: () => void;
}

/**
 * One round of the interview (part 2 §2.13): ROUND n/4, the partner's lead-in and question, then either the three
 * lettered options (labels removed from the text) or the chosen answer with a check icon.
 */
export function ChatRoundCard(props: ChatRoundCardProps) {
  const { t } = useTranslation();
  const { number, round, partner, open } = props;
  const entry = round.entry;
  if (!entry) return null;
  const label = t('expertChat.round', { number, count: CHAT_ROUNDS });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={label} data-testid={`chat-round-${number}`}>
      <Stack gap="sm">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {label}
        </Text>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <PartnerPortrait partner={partner} size={40} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600}>{entry.speaker || partner.name}</Text>
            <Text>{entry.text}</Text>
            <Text fw={600} data-testid="chat-question">
              {entry.follow_up_question}
            </Text>
          </Stack>
        </Group>
        {open ? (
          <Stack gap="xs" role="group" aria-label={t('expertChat.howReact', { name: props.personaName })}>
            {entry.options.map((option, i) => (
              <Button
                key={option}
                variant="light"
                justify="flex-start"
                fullWidth
                className={classes.option}
                disabled={props.disabled}
                aria-label={stripOptionLabel(option)}
                leftSection={<span className={classes.letter}>{LETTERS[i]})</span>}
                onClick={() => props.onChoose(i)}
              >
                {stripOptionLabel(option)}
              </Button>
            ))}
            <Group gap="sm" mt={4}>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                disabled={props.disabled}
                onClick={props.onRefresh}
              >
                {t('expertChat.refresh')}
              </Button>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconSparkles size={14} />}
                disabled={props.disabled}
                onClick={props.onAnswerForMe}
              >
                {t('expertChat.answerForMe')}
              </Button>
            </Group>
          </Stack>
        ) : (
          round.value && (
            <Stack gap={4}>
              <Group wrap="nowrap" gap="xs" className={classes.chosen} data-testid="chosen-answer">
                <ThemeIcon size={22} radius="xl" color="teal" aria-label={t('expertChat.chosen')}>
                  <IconCheck size={14} />
                </ThemeIcon>
                <Text>{round.value}</Text>
              </Group>
              <AuthorBadge author={round.author} />
            </Stack>
          )
        )}
      </Stack>
    </Paper>
  );
}
