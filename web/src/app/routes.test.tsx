import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fakeApi';
import { renderApp } from '../test/render';
import { referenceHandlers } from '../test/settingsFixtures';
import { makeTrackData, QUALIFY, sessionApi, TRACK_ID } from '../test/trackFixtures';

const START = `streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=r-1`;

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('route table', () => {
  it.each(['/', '/unknown', '/login/a/b', '/home/unknown', '/start/extra'])('redirects %s to /start', (path) => {
    const { currentPath } = renderApp(path);
    expect(currentPath()).toBe('/start');
    expect(screen.getByTestId('rotating-word')).toBeTruthy();
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/imprint', 'Imprint'],
    ['/terms', 'Terms of Use'],
  ])('shows the legal page %s with its title only', (path, title) => {
    const { currentPath } = renderApp(path);
    expect(currentPath()).toBe(path);
    expect(heading()).toBe(title);
    const main = screen.getByRole('main');
    expect(main.textContent).toBe(title);
  });

  it('shows the FAQ stub text', () => {
    renderApp('/faq');
    expect(heading()).toBe('FAQ');
    expect(screen.getByRole('main').textContent).toContain('Answers to frequently asked questions');
  });

  it.each(['/ac4u'])('keeps %s and shows the shared coming-soon page', (path) => {
    const { currentPath } = renderApp(path);
    expect(currentPath()).toBe(path);
    expect(heading()).toBe('Coming soon');
    expect(screen.getByRole('main').textContent).toBe('Coming soonThis part of Idea Studio is not available yet.');
  });

  it.each([
    ['/login', 'Log in'],
    ['/login/access', 'Log in'],
    ['/login/resetpassword', 'Forgot your password?'],
    ['/login/password-forgotten', 'Forgot your password?'],
    ['/login/password-forgotten-sent', 'Check your mailbox'],
    ['/login/register', 'Sign up free'],
    ['/login/set-new-password/r3s3t', 'Set new password'],
    ['/login/confirm', 'Confirm your e-mail'],
    ['/login/verify/v3r1fy', 'Two-factor verification'],
  ])('shows the auth screen %s', (path, title) => {
    const { currentPath } = renderApp(path);
    expect(currentPath()).toBe(path);
    expect(heading()).toBe(title);
  });

  it('shows the project page without a session (public, no login)', () => {
    const { currentPath } = renderApp('/projectpage');
    expect(currentPath()).toBe('/projectpage');
    expect(heading()).toBe('Project page');
  });

  it.each(['/home', '/home/account', '/home/track/42', '/track/42', '/landingpage?pid=r-1'])(
    'guards %s: without a session the login opens',
    async (path) => {
      const { currentPath } = renderApp(path);
      await waitFor(() => expect(currentPath()).toBe('/login'));
      expect(heading()).toBe('Log in');
    },
  );

  it.each([
    ['/home', 'Welcome Ada'],
    ['/home/account', 'Profile Settings'],
    [`/track/${TRACK_ID}?${START}`, "Let's create your basic idea from scratch."],
    [`/home/track/${TRACK_ID}?${START}`, "Let's create your basic idea from scratch."],
  ])('shows %s with a session', async (path, title) => {
    const api = sessionApi({ 'GET /rounds/{roundId}/track': () => ok(makeTrackData()), ...referenceHandlers });
    const { currentPath } = renderApp(path, { api });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(currentPath()).toBe(path);
    expect(api.unhandled).toEqual([]);
  });

  it.each(['/track/42', '/home/track/42'])('opens the dashboard for %s without a round', async (path) => {
    const { currentPath } = renderApp(path, { api: sessionApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Ada' })).toBeTruthy();
    expect(currentPath()).toBe('/home');
  });

  it('keeps the last visited URL with its query in sessionStorage', () => {
    const { location } = renderApp('/start');
    expect(sessionStorage.getItem('idea_lastUrl')).toBe('/start');
    act(() => location.navigate('/faq?topic=tracks'));
    expect(sessionStorage.getItem('idea_lastUrl')).toBe('/faq?topic=tracks');
  });

  it('serves the developer showcase in development builds', async () => {
    renderApp('/dev/showcase');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interface components' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show error' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Form controls' })).toBeTruthy();
  });

  it('scrolls to the top when the page changes', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location } = renderApp('/start');
    scrollTo.mockClear();
    act(() => location.navigate('/privacy'));
    expect(heading()).toBe('Privacy Policy');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll position to the browser on back/forward navigation', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location } = renderApp('/start');
    scrollTo.mockClear();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      location.navigate('/imprint');
    });
    expect(heading()).toBe('Imprint');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
