import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PainEvidence } from '../painEvidence';

/** "Confirmed by N real interviews" and "Contradicted by N real interviews", with the same weight. */
export function PainEvidenceBadges({ evidence }: { evidence: PainEvidence | undefined }) {
  const { t } = useTranslation();
  if (!evidence || (evidence.confirmed === 0 && evidence.contradicted === 0)) return null;
  return (
    <Group gap={4} data-testid="pain-evidence">
      {evidence.confirmed > 0 && (
        <Badge size="sm" variant="light" color="teal">
          {t('interviews.confirmedBy', { count: evidence.confirmed })}
        </Badge>
      )}
      {evidence.contradicted > 0 && (
        <Badge size="sm" variant="light" color="red">
          {t('interviews.contradictedBy', { count: evidence.contradicted })}
        </Badge>
      )}
    </Group>
  );
}
