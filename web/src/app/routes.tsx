import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AuthGuard } from '../features/auth/components/AuthGuard';
import { ComingSoonPage } from './pages/ComingSoonPage';
import {
  ConfirmPage,
  FaqPage,
  HomeArea,
  InvitePage,
  LandingPreviewPage,
  LegalPage,
  LoginPage,
  PasswordForgottenPage,
  PasswordForgottenSentPage,
  ProjectPage,
  PromotionPage,
  RegisterPage,
  SetNewPasswordPage,
  StartPage,
  TrackPage,
  VerifyPage,
} from './routePages';

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
      <Route path="/start" component={StartPage} />

      {/* The id is the part after the last slash, so deeper paths are accepted too. */}
      <Route path="/promotion/*" component={PromotionPage} />
      {/* Public and read-only: an anonymous visitor sees a shared round's page (no guard, no redirect to login). */}
      <Route path="/projectpage" component={ProjectPage} />
      {/* A team invitation's link: public, so a new user can see it before registering (features/team). */}
      <Route path="/invite/:token">{(params) => <InvitePage token={params.token} />}</Route>

      <Route path="/login" component={LoginPage} />
      <Route path="/login/resetpassword" component={PasswordForgottenPage} />
      <Route path="/login/password-forgotten" component={PasswordForgottenPage} />
      <Route path="/login/password-forgotten-sent" component={PasswordForgottenSentPage} />
      <Route path="/login/register">
        <RegisterPage />
      </Route>
      <Route path="/login/set-new-password/:resetid" component={SetNewPasswordPage} />
      {/* Without an id the page shows the 'Missing Data' notice. */}
      <Route path="/login/confirm/:confirmid?" component={ConfirmPage} />
      <Route path="/login/verify/:verifyId" component={VerifyPage} />
      <Route path="/login/:id" component={LoginPage} />

      {/* /home, /home/account, /home/track/:id share one guard and one shell. */}
      <Route path="/home/*?" component={HomeArea} />
      <Route path="/track/:id">
        {(params) => (
          <AuthGuard>
            <TrackPage trackId={params.id} />
          </AuthGuard>
        )}
      </Route>
      <Route path="/landingpage">
        <AuthGuard>
          <LandingPreviewPage />
        </AuthGuard>
      </Route>

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
