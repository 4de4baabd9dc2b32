import { Redirect, useRoute } from 'wouter';
import { ComingSoonContent } from '../../../app/pages/ComingSoonPage';
import { AuthGuard } from '../../auth/components/AuthGuard';
import { useBackButton } from '../atoms/backButtonAtom';
import { HomeShell } from './HomeShell';
import { HomeWelcome } from './HomeWelcome';

/** `/home/account` until the profile settings are built: inside the guard, with the Close button. */
function AccountPlaceholder() {
  useBackButton();
  return <ComingSoonContent />;
}

/**
 * Everything under /home: one guard and one shell for all children, so moving between them neither checks the
 * login again nor rebuilds the header. Unknown paths below /home go to the start page, unguarded.
 */
export function HomeArea() {
  const [isHome] = useRoute('/home');
  const [isAccount] = useRoute('/home/account');
  const [isTrack] = useRoute('/home/track/:id');
  const page = isHome ? <HomeWelcome /> : isAccount ? <AccountPlaceholder /> : isTrack ? <ComingSoonContent /> : null;
  if (!page) return <Redirect to="/start" replace />;
  return (
    <AuthGuard>
      <HomeShell>{page}</HomeShell>
    </AuthGuard>
  );
}
