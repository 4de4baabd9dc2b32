import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../ui/SimplePage';

export type LegalPageKind = 'privacy' | 'imprint' | 'terms';

/**
 * Privacy policy, imprint and terms. The spec defines them as empty placeholders: the title only. The operator
 * of an installation adds its own texts here.
 */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const { t } = useTranslation();
  return <SimplePage title={t(`legal.${kind}`)} />;
}
