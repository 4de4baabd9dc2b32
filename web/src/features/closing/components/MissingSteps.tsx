import { type StepType, stepOfType, type TrackStructure, trackLink } from '@idea-studio/sdk';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { localName } from '../../track-data/names';
import { stepTypeNames } from '../closing';

/** Where the closing view stands: the round, its track and the stream the view closes (links to steps use it). */
export interface ClosingPlace {
  trackId: string;
  /** '' for /track/…, '/home' for /home/track/…. */
  base: string;
  roundId: string;
  /** The stream the closing view closes. */
  streamId: string;
}

export interface MissingStepsProps {
  missing: readonly StepType[];
  structure: TrackStructure;
  place: ClosingPlace;
}

/**
 * What an output still needs, and where to do it (part 2 §2.17 "Needs a result of"): a step of a stream already
 * reached gets a link to it; a step of a later stream says that it comes there and that the way on is "Continue
 * with" that stream. The option's button stays disabled meanwhile, so the founder never meets the server's
 * "One of the required steps is missing".
 */
export function MissingSteps({ missing, structure, place }: MissingStepsProps) {
  const { t, i18n } = useTranslation();
  if (missing.length === 0) return null;
  const closedIndex = structure.streams.findIndex((stream) => stream.id === place.streamId);
  return (
    <Stack gap={2} data-testid="closing-option-missing">
      <Text size="xs" c="orange.8">
        {t('closing.needs', { steps: stepTypeNames(structure, missing, i18n.language).join(', ') })}
      </Text>
      {missing.map((type) => {
        const located = stepOfType(structure, type);
        if (!located) return null;
        const step = localName(located.step, i18n.language);
        const stream = localName(located.stream, i18n.language);
        const later = structure.streams.indexOf(located.stream) > closedIndex;
        return later ? (
          <Text key={type} size="xs" c="dimmed">
            {t('closing.missing.later', { step, stream })}
          </Text>
        ) : (
          <Text key={type} size="xs" c="dimmed">
            {t('closing.missing.open', { step, stream })}{' '}
            <Anchor
              component={Link}
              size="xs"
              href={`${place.base}${trackLink(place.trackId, { streamId: located.stream.id, stepId: located.step.id }, place.roundId)}`}
            >
              {t('closing.missing.openLink', { step })}
            </Anchor>
          </Text>
        );
      })}
    </Stack>
  );
}
