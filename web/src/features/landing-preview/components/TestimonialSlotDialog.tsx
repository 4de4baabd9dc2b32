import {
  type InterviewRecord,
  type LandingPageData,
  listInterviews,
  setTestimonial,
  type TestimonialSlot,
  testimonialFields,
  testimonialSourceOf,
} from '@idea-studio/sdk';
import { Alert, Button, Group, Radio, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import { WaitSpinner } from '../../../ui/WaitSpinner';

type Mode = 'interview' | 'founder';

/** One pickable quote: the record it is taken from and its words (the analysis' verbatim quotes of the notes). */
interface QuoteChoice {
  key: string;
  record: InterviewRecord;
  quote: string;
}

/**
 * Fills one testimonial slot of the round's landing page with words a real person said: a quote of one of the
 * round's interview records (kind interview: the server re-checks that the words are in that record's notes), or
 * typed by hand with the person's name and position (kind founder). The AI's example is never offered as a choice.
 * Saving stores the whole page with the SDK's `setTestimonial`; a refusal shows in the snackbar (the app's client).
 */
export function TestimonialSlotDialog({
  roundId,
  page,
  slot,
  onClose,
  onSaved,
}: {
  roundId: string;
  page: LandingPageData;
  slot: TestimonialSlot | null;
  onClose: () => void;
  onSaved: (page: LandingPageData) => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={slot !== null}
      onClose={onClose}
      title={slot ? t('landingPreview.testimonial.dialogTitle', { slot }) : ''}
      size="lg"
    >
      {slot !== null && <SlotForm key={slot} roundId={roundId} page={page} slot={slot} onSaved={onSaved} />}
    </AppDialog>
  );
}

function SlotForm({
  roundId,
  page,
  slot,
  onSaved,
}: {
  roundId: string;
  page: LandingPageData;
  slot: TestimonialSlot;
  onSaved: (page: LandingPageData) => void;
}) {
  const { t } = useTranslation();
  const { client, quiet, $quiet } = useApi();
  const queryClient = useQueryClient();
  const [text, name, position] = testimonialFields(slot);
  // A slot the founder already filled by hand starts with their words; an example starts empty (never the AI's).
  const own = testimonialSourceOf(page, slot).kind === 'founder';
  const [mode, setMode] = useState<Mode>('interview');
  const [hand, setHand] = useState({
    text: own ? page[text] : '',
    name: own ? page[name] : '',
    position: own ? page[position] : '',
  });
  const [picked, setPicked] = useState('');
  // Asked when the founder opens a slot: the preview itself needs no interview records.
  const { queryKey } = $quiet.queryOptions('get', '/rounds/{roundId}/interviews', { params: { path: { roundId } } });
  const interviews = useQuery({ queryKey, queryFn: () => listInterviews(quiet, roundId) });
  const choices: QuoteChoice[] = (interviews.data?.interviews ?? []).flatMap((record) =>
    record.analysis.quotes.map((quote, index) => ({ key: `${record.id}#${index}`, record, quote })),
  );
  const choice = choices.find((c) => c.key === picked);
  const handReady = !!(hand.text.trim() && hand.name.trim() && hand.position.trim());
  const ready = mode === 'interview' ? choice !== undefined : handReady;

  const saving = useMutation({
    mutationFn: async () => {
      try {
        const fill =
          mode === 'interview' && choice
            ? { interviewId: choice.record.id, quote: choice.quote }
            : { text: hand.text, name: hand.name, position: hand.position };
        const saved = await setTestimonial(client, roundId, slot, fill);
        // Every view of the round's landing page (the closing view, Key Results) reads it anew.
        await queryClient.invalidateQueries();
        onSaved(saved);
      } catch {
        // The app's client has shown why in the snackbar; the form stays open with what was entered.
      }
    },
  });
  const save = async () => {
    if (!ready) return;
    await saving.mutateAsync();
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'interview', label: t('landingPreview.testimonial.fromInterview') },
          { value: 'founder', label: t('landingPreview.testimonial.byHand') },
        ]}
      />
      {mode === 'interview' ? (
        interviews.isPending ? (
          <WaitSpinner />
        ) : choices.length === 0 ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
            {t('landingPreview.testimonial.noQuotes')}
          </Alert>
        ) : (
          <Radio.Group
            value={picked}
            onChange={setPicked}
            label={t('landingPreview.testimonial.pickQuote')}
            name={`testimonial-${slot}-quote`}
          >
            <Stack gap="xs" mt="xs">
              {choices.map((c) => (
                <Radio
                  key={c.key}
                  value={c.key}
                  label={`“${c.quote}”`}
                  description={t('landingPreview.testimonial.quoteBy', { role: c.record.role, date: c.record.heldOn })}
                />
              ))}
            </Stack>
          </Radio.Group>
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('landingPreview.testimonial.byHandHint')}
          </Text>
          <Textarea
            label={t('landingPreview.testimonial.text')}
            value={hand.text}
            onChange={(e) => setHand({ ...hand, text: e.currentTarget.value })}
            autosize
            minRows={2}
            required
          />
          <TextInput
            label={t('landingPreview.testimonial.name')}
            value={hand.name}
            onChange={(e) => setHand({ ...hand, name: e.currentTarget.value })}
            required
          />
          <TextInput
            label={t('landingPreview.testimonial.position')}
            value={hand.position}
            onChange={(e) => setHand({ ...hand, position: e.currentTarget.value })}
            required
          />
        </Stack>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()} disabled={!ready} loading={saving.isPending}>
          {t('landingPreview.testimonial.save')}
        </Button>
      </Group>
    </Stack>
  );
}
