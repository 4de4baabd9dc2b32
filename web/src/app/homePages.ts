import { lazyPage } from './lazyPage';

// The pages inside the home area (app/routePages.ts loads the area itself): kept apart so the home area can use
// them without importing the module that imports it.

export const ProfilePage = lazyPage(() =>
  import('../features/profile/components/ProfilePage').then((m) => m.ProfilePage),
);
export const TrackPage = lazyPage(() => import('../features/track-page/components/TrackPage').then((m) => m.TrackPage));
