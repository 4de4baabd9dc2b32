import { Redirect, useRoute } from 'wouter';
import { ProfilePage, TrackPage } from '../../../app/homePages';
import { AuthGuard } from '../../auth/components/AuthGuard';
import { Dashboard } from '../../dashboard/components/Dashboard';
import { HomeShell } from './HomeShell';

/**
 * Everything under /home: one guard for all children, so moving between them does not check the login again.
 * The dashboard and the account page share the home shell; the track page brings its own header and footer.
 * Unknown paths below /home go to the start page, unguarded.
 */
export function HomeArea() {
  const [isHome] = useRoute('/home');
  const [isAccount] = useRoute('/home/account');
  const [isTrack, trackParams] = useRoute<{ id: string }>('/home/track/:id');
  if (isTrack) {
    return (
      <AuthGuard>
        <TrackPage trackId={trackParams.id} base="/home" />
      </AuthGuard>
    );
  }
  const page = isHome ? <Dashboard /> : isAccount ? <ProfilePage /> : null;
  if (!page) return <Redirect to="/start" replace />;
  return (
    <AuthGuard>
      <HomeShell>{page}</HomeShell>
    </AuthGuard>
  );
}
