import { ProfilePage, TrackPage } from './homePages';
import { lazyPage } from './lazyPage';

export { ProfilePage, TrackPage };

// Every routed page loads with its own chunk, so the first page a visitor opens (usually /start or /login) does not
// wait for the code of the others. Shared code goes into chunks the bundler picks.

export const StartPage = lazyPage(() => import('../features/start-page/components/StartPage').then((m) => m.StartPage));
export const LoginPage = lazyPage(() => import('../features/auth/components/LoginPage').then((m) => m.LoginPage));
export const RegisterPage = lazyPage(() =>
  import('../features/auth/components/RegisterPage').then((m) => m.RegisterPage),
);
export const PasswordForgottenPage = lazyPage(() =>
  import('../features/auth/components/PasswordForgottenPage').then((m) => m.PasswordForgottenPage),
);
export const PasswordForgottenSentPage = lazyPage(() =>
  import('../features/auth/components/PasswordForgottenPage').then((m) => m.PasswordForgottenSentPage),
);
export const SetNewPasswordPage = lazyPage(() =>
  import('../features/auth/components/SetNewPasswordPage').then((m) => m.SetNewPasswordPage),
);
export const ConfirmPage = lazyPage(() => import('../features/auth/components/ConfirmPage').then((m) => m.ConfirmPage));
export const VerifyPage = lazyPage(() => import('../features/auth/components/VerifyPage').then((m) => m.VerifyPage));
export const PromotionPage = lazyPage(() =>
  import('../features/auth/components/PromotionPage').then((m) => m.PromotionPage),
);

// The home area holds the dashboard; the account and track pages inside it load on their own.
export const HomeArea = lazyPage(() => import('../features/home/components/HomeArea').then((m) => m.HomeArea));
export const LandingPreviewPage = lazyPage(() =>
  import('../features/landing-preview/components/LandingPreviewPage').then((m) => m.LandingPreviewPage),
);
export const ProjectPage = lazyPage(() =>
  import('../features/project-page/components/ProjectPage').then((m) => m.ProjectPage),
);

export const InvitePage = lazyPage(() => import('../features/team/components/InvitePage').then((m) => m.InvitePage));

export const LegalPage = lazyPage(() => import('../features/legal/components/LegalPage').then((m) => m.LegalPage));
export const FaqPage = lazyPage(() => import('../features/legal/components/FaqPage').then((m) => m.FaqPage));

const ALL_PAGES = [
  StartPage,
  LoginPage,
  RegisterPage,
  PasswordForgottenPage,
  PasswordForgottenSentPage,
  SetNewPasswordPage,
  ConfirmPage,
  VerifyPage,
  PromotionPage,
  HomeArea,
  ProfilePage,
  TrackPage,
  LandingPreviewPage,
  ProjectPage,
  InvitePage,
  LegalPage,
  FaqPage,
];

/** Loads the code of every page, after which each renders without a loading frame (tests render synchronously). */
export async function preloadPages(): Promise<void> {
  await Promise.all(ALL_PAGES.map((page) => page.preload()));
}
