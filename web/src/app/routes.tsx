import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LandingPage } from '../features/landing/components/LandingPage';
import { FaqPage } from '../features/legal/components/FaqPage';
import { LegalPage } from '../features/legal/components/LegalPage';
import { ComingSoonPage } from './pages/ComingSoonPage';

/** Development builds only; `import.meta.env.DEV` is false in production builds, so the page is not bundled. */
const ShowcasePage = import.meta.env.DEV
  ? lazy(() => import('../features/dev-showcase/components/ShowcasePage').then((m) => ({ default: m.ShowcasePage })))
  : null;

/**
 * The route table of spec part 1 §2. Order matters: the first matching entry wins, so specific `/login/...`
 * paths come before `/login/:id`. Screens built later replace their `ComingSoonPage` entry one by one.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/start" replace />
      </Route>
      <Route path="/start" component={LandingPage} />

      <Route path="/promotion/:id" component={ComingSoonPage} />
      <Route path="/projectpage" component={ComingSoonPage} />

      <Route path="/login" component={ComingSoonPage} />
      <Route path="/login/resetpassword" component={ComingSoonPage} />
      <Route path="/login/password-forgotten" component={ComingSoonPage} />
      <Route path="/login/password-forgotten-sent" component={ComingSoonPage} />
      <Route path="/login/register" component={ComingSoonPage} />
      <Route path="/login/set-new-password/:resetid" component={ComingSoonPage} />
      <Route path="/login/confirm/:confirmid" component={ComingSoonPage} />
      <Route path="/login/verify/:verifyId" component={ComingSoonPage} />
      <Route path="/login/:id" component={ComingSoonPage} />

      <Route path="/home" component={ComingSoonPage} />
      <Route path="/home/account" component={ComingSoonPage} />
      <Route path="/home/track/:id" component={ComingSoonPage} />
      <Route path="/track/:id" component={ComingSoonPage} />

      <Route path="/privacy">
        <LegalPage kind="privacy" />
      </Route>
      <Route path="/imprint">
        <LegalPage kind="imprint" />
      </Route>
      <Route path="/terms">
        <LegalPage kind="terms" />
      </Route>
      <Route path="/faq" component={FaqPage} />
      <Route path="/ac4u" component={ComingSoonPage} />

      {ShowcasePage && (
        <Route path="/dev/showcase">
          <Suspense fallback={null}>
            <ShowcasePage />
          </Suspense>
        </Route>
      )}

      <Route>
        <Redirect to="/start" replace />
      </Route>
    </Switch>
  );
}
