import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userAtom } from '../features/auth/atoms';
import { fail, ok, type Reply } from '../test/fakeApi';
import { makeUser, userDataResponse } from '../test/fixtures';
import { expectSnackbar } from '../test/helpers';
import { renderApp } from '../test/render';
import { makeTrackData, makeUserTrack, QUALIFY, sessionApi, TRACK_ID } from '../test/trackFixtures';
import { createAppQueryClient } from './queryClient';

const KIOSK = makeUserTrack({ roundId: 'r-1', name: 'Kiosk' });
/** An answer that never comes: the page shows what it had before it asked. */
const never = () => new Promise<Reply<never>>(() => {});

describe('server state', () => {
  it('asks again after a 5xx and reports nothing when the second answer arrives', async () => {
    let calls = 0;
    const api = sessionApi({
      'GET /streams/usertracks': () =>
        ++calls === 1 ? fail(503, 'unavailable', 'Unavailable', 'The server is restarting.') : ok([KIOSK]),
    });
    renderApp('/home', { api, queryClient: createAppQueryClient() });
    expect(await screen.findByRole('article', { name: 'Kiosk' }, { timeout: 3000 })).toBeTruthy();
    expect(calls).toBe(2);
    expect(screen.queryByTestId('snackbar')?.textContent ?? '').not.toContain('The server is restarting.');
  });

  it('does not ask again after a 4xx: the refusal shows once, with the failed list', async () => {
    const api = sessionApi({
      'GET /streams/usertracks': () => fail(403, 'forbidden', 'Not allowed', 'These rounds are not yours.'),
    });
    renderApp('/home', { api, queryClient: createAppQueryClient() });
    await expectSnackbar('Not allowed', 'These rounds are not yours.');
    expect(await screen.findByText('Your ideas could not be loaded. Please reload the page.')).toBeTruthy();
    expect(api.callsTo('GET /streams/usertracks')).toHaveLength(1);
  });

  it('a track renamed on the track page shows on the dashboard at once, while the rounds are asked again', async () => {
    const api = sessionApi({
      'GET /streams/usertracks': () => ok([KIOSK]),
      'GET /rounds/{roundId}/track': () => ok(makeTrackData({ roundId: 'r-1', name: 'Kiosk' })),
      'PUT /streams/trackname': (call) => ok({ ...KIOSK, name: (call.body as { name: string }).name }),
    });
    const { location } = renderApp('/home', { api });
    await screen.findByRole('article', { name: 'Kiosk' });

    act(() => location.navigate(`/track/${TRACK_ID}?streamId=${QUALIFY}&stepId=initial-${QUALIFY}&roundId=r-1`));
    const name = (await screen.findByLabelText('Track name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Sunbox' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('PUT /streams/trackname')).toHaveLength(1));

    api.on({ 'GET /streams/usertracks': never });
    fireEvent.click(screen.getByRole('link', { name: 'Idea Studio — home' }));
    expect(await screen.findByRole('article', { name: 'Sunbox' })).toBeTruthy();
    expect(api.callsTo('GET /streams/usertracks')).toHaveLength(2);
  });

  it("drops what it kept of a user who logs out: the next user never sees the previous user's rounds", async () => {
    const api = sessionApi({
      'GET /streams/usertracks': () => ok([KIOSK]),
      'POST /auth/logout': () => ok({ success: true }),
    });
    const { location, store, currentPath } = renderApp('/home', { api });
    await screen.findByRole('article', { name: 'Kiosk' });
    fireEvent.click(screen.getByRole('button', { name: /^User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));

    const ben = makeUser({ id: 'u-2002', prename: 'Ben', email: 'ben@example.com' });
    api.on({
      'POST /auth/verify': () => ok(userDataResponse(ben)),
      'POST /auth/checklogin': () => ok(userDataResponse(ben)),
      'GET /streams/usertracks': never,
    });
    act(() => location.navigate('/login/verify/v-2?code=123456'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Ben' })).toBeTruthy();
    expect(store.get(userAtom)?.id).toBe('u-2002');
    expect(screen.queryByRole('article', { name: 'Kiosk' })).toBeNull();
    expect(within(document.body).queryByText('Round ID: r-1')).toBeNull();
  });
});
