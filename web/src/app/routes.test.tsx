import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';

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

  it.each([
    '/promotion/summer-2025',
    '/projectpage',
    '/login',
    '/login/resetpassword',
    '/login/password-forgotten',
    '/login/password-forgotten-sent',
    '/login/register',
    '/login/set-new-password/r3s3t',
    '/login/confirm/c0nf1rm',
    '/login/verify/v3r1fy',
    '/login/access',
    '/home',
    '/home/account',
    '/home/track/42',
    '/track/42',
    '/ac4u',
  ])('keeps %s and shows the shared coming-soon page', (path) => {
    const { currentPath } = renderApp(path);
    expect(currentPath()).toBe(path);
    expect(heading()).toBe('Coming soon');
    expect(screen.getByRole('main').textContent).toBe('Coming soonThis part of Idea Studio is not available yet.');
  });

  it('serves the developer showcase in development builds', async () => {
    renderApp('/dev/showcase');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interface components' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show error' })).toBeTruthy();
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
