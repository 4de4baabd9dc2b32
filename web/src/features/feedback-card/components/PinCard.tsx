import { checkedEvidenceOrigin, evidenceLabel, type FeedbackPin, isFounderAuthored } from '@idea-studio/sdk';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLabelReader } from '../../track-data/labelReader';

export interface PinCardProps {
  pin: FeedbackPin;
  onPrioritise: () => void;
  onRephrase: () => void;
  onDelete: () => void;
}

/** A pin (part 2 §3): topic, content, its mentor, whether it is prioritised, and where its claim comes from. */
export function PinCard({ pin, onPrioritise, onRephrase, onDelete }: PinCardProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'de' ? 'de' : 'en';
  const reader = useLabelReader();
  // The label follows who wrote the pin: "entered by you" only for the founder's own (a pin without an author, or a
  // mentor's pin the founder kept, is the AI's).
  const authored = { origin: pin.origin, source: pin.evidence, author: pin.author };
  const evidence = evidenceLabel(authored, lang, reader);
  const origin = checkedEvidenceOrigin(authored);
  const color = origin === 'document' || origin === 'web' ? 'blue' : isFounderAuthored(pin.author) ? 'teal' : 'gray';
  const web = pin.origin === 'web' && pin.evidence?.startsWith('http');
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={pin.topic} data-testid="pin">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm">
            {pin.topic}
          </Text>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('feedbackCard.pin.prioritise')}>
              <ActionIcon
                variant="subtle"
                color={pin.prio ? 'yellow' : 'gray'}
                aria-label={t('feedbackCard.pin.prioritise')}
                aria-pressed={pin.prio}
                onClick={onPrioritise}
              >
                {pin.prio ? <IconStarFilled size={16} /> : <IconStar size={16} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('feedbackCard.pin.rephrase')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('feedbackCard.pin.rephrase')}
                onClick={onRephrase}
              >
                <IconEdit size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('feedbackCard.pin.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('feedbackCard.pin.delete')} onClick={onDelete}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {pin.content}
        </Text>
        <Group gap={6}>
          {pin.agentName && (
            <Badge variant="light" size="sm">
              {pin.agentName}
            </Badge>
          )}
          <Badge
            variant="outline"
            color={color}
            size="sm"
            data-testid="pin-evidence"
            title={evidence}
            style={{ textTransform: 'none', maxWidth: '100%' }}
            {...(web ? { component: 'a' as const, href: pin.evidence!, target: '_blank', rel: 'noreferrer' } : {})}
          >
            {evidence}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}
