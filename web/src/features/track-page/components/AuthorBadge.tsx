import { type Author, authorLabel, isFounderAuthored } from '@idea-studio/sdk';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLabelReader } from '../../track-data/labelReader';

/**
 * Who wrote a text, next to it on the step screens (issue 26): the SDK's label, so "entered by you" appears only for
 * what the founder typed or edited; a text without an author is the AI's.
 */
export function AuthorBadge({ author }: { author: Author | null | undefined }) {
  const { i18n } = useTranslation();
  const label = authorLabel(author, i18n.language === 'de' ? 'de' : 'en', useLabelReader());
  return (
    <Badge
      variant="outline"
      size="xs"
      color={isFounderAuthored(author) ? 'teal' : 'gray'}
      data-testid="author-label"
      style={{ textTransform: 'none', alignSelf: 'flex-start' }}
    >
      {label}
    </Badge>
  );
}
