import { FRAME_SLOT_MAX, IDEA_PRICE_KINDS, IDEA_SHAPES, type IdeaFrame } from '@idea-studio/sdk';
import { ActionIcon, Button, Group, NativeSelect, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorBadge } from '../../track-page/components/AuthorBadge';
import type { AuthoredFrame, FrameSlot } from '../ideaFrame';
import { slotText } from '../ideaFrame';
import classes from './IdeaFrame.module.css';

export interface FrameSlotRowProps {
  slot: FrameSlot;
  current: AuthoredFrame;
  /** Saves the founder's text for the slot; absent when nothing may change. */
  onEdit?: (text: string) => void;
}

/** A slot's value as the founder reads it: shape and price kind by their names, lists with their separator. */
function useShownValue(frame: IdeaFrame, slot: FrameSlot): string {
  const { t } = useTranslation();
  const text = slotText(frame, slot);
  if (!text) return '';
  if (slot.name === 'shape') return t(`basicIdea.frame.shapes.${frame.shape}`);
  if (slot.name === 'priceKind' && frame.priceKind) return t(`basicIdea.frame.priceKinds.${frame.priceKind}`);
  return text;
}

/**
 * One slot of "How we read your idea": its label, the founder's words in it (or "not said"), who wrote it, and a
 * pencil that turns it into a field (a select for the kind of business and how it is charged).
 */
export function FrameSlotRow({ slot, current, onEdit }: FrameSlotRowProps) {
  const { t } = useTranslation();
  const label = t(`basicIdea.frame.slots.${slot.name}`);
  const shown = useShownValue(current.frame, slot);
  const [draft, setDraft] = useState<string | null>(null);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft !== null) onEdit?.(draft);
    setDraft(null);
  };

  if (draft !== null && onEdit) {
    const field =
      slot.name === 'shape' || slot.name === 'priceKind' ? (
        <NativeSelect
          aria-label={label}
          size="xs"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          data={
            slot.name === 'shape'
              ? IDEA_SHAPES.map((value) => ({ value, label: t(`basicIdea.frame.shapes.${value}`) }))
              : [
                  { value: '', label: t('basicIdea.frame.notSaid') },
                  ...IDEA_PRICE_KINDS.map((value) => ({ value, label: t(`basicIdea.frame.priceKinds.${value}`) })),
                ]
          }
          autoFocus
        />
      ) : (
        <TextInput
          aria-label={label}
          size="xs"
          value={draft}
          maxLength={FRAME_SLOT_MAX}
          placeholder={t(slot.list ? 'basicIdea.frame.listHint' : 'basicIdea.frame.notSaid')}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
          autoFocus
        />
      );
    return (
      <form className={classes.slot} data-testid="frame-slot" data-slot={slot.name} onSubmit={save}>
        <Text size="sm" fw={600} className={classes.label}>
          {label}
        </Text>
        <div className={classes.value}>
          {field}
          {slot.list && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('basicIdea.frame.listHint')}
            </Text>
          )}
        </div>
        <Group gap={6} wrap="nowrap" className={classes.actions}>
          <Button size="compact-xs" type="submit">
            {t('basicIdea.frame.save')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setDraft(null)}>
            {t('basicIdea.frame.cancel')}
          </Button>
        </Group>
      </form>
    );
  }

  return (
    <div className={classes.slot} data-testid="frame-slot" data-slot={slot.name}>
      <Text size="sm" fw={600} className={classes.label}>
        {label}
      </Text>
      <div className={classes.value}>
        {shown ? (
          <Text size="sm" data-testid="frame-value">
            {shown}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic" data-testid="frame-value">
            {t('basicIdea.frame.notSaid')}
          </Text>
        )}
        <AuthorBadge author={current.authors[slot.name]} />
      </div>
      {onEdit && (
        <Tooltip label={t('basicIdea.frame.edit', { slot: label })} position="left">
          <ActionIcon
            variant="subtle"
            color="gray"
            className={classes.actions}
            aria-label={t('basicIdea.frame.edit', { slot: label })}
            onClick={() => setDraft(slotText(current.frame, slot))}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}
