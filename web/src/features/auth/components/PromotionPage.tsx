import { unwrap } from '@idea-studio/sdk';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { useOnce } from '../../../ui/useOnce';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { AuthLayout } from './AuthLayout';
import { type PromotionRegistration, RegisterPage } from './RegisterPage';

/** The promotion id: the part of the path after the last slash (the query is not part of the path). */
export function promotionIdOf(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(clean.slice(clean.lastIndexOf('/') + 1));
}

type State = { kind: 'checking' } | { kind: 'register'; promotion?: PromotionRegistration };

/**
 * Promotion page (`/promotion/:id`): checks the promotion silently. `skipRegistration` 1 with target TRACK opens
 * that track right away; otherwise the registration form carries the promotion. A failed check shows the plain
 * registration form.
 */
export function PromotionPage() {
  const { t } = useTranslation();
  const { quiet } = useApi();
  const [location, navigate] = useLocation();
  const id = promotionIdOf(location);
  const [state, setState] = useState<State>(id ? { kind: 'checking' } : { kind: 'register' });

  useOnce(() => {
    unwrap(quiet.GET('/auth/promotion/{promotionId}', { params: { path: { promotionId: id } } })).then(
      (check) => {
        if (check.skipRegistration === 1 && check.targetType === 'TRACK' && check.targetId) {
          navigate(`/track/${encodeURIComponent(check.targetId)}`, { replace: true });
          return;
        }
        setState({ kind: 'register', promotion: { id, promotionData: check.promotionData ?? {} } });
      },
      () => setState({ kind: 'register' }),
    );
  }, id || null);

  if (state.kind === 'register') return <RegisterPage promotion={state.promotion} />;
  return (
    <AuthLayout title={t('auth.promotion.title')}>
      <Stack gap="md">
        <Text>{t('auth.promotion.wait')}</Text>
        <WaitSpinner />
      </Stack>
    </AuthLayout>
  );
}
