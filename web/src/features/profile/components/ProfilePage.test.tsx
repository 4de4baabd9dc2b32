import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar, pageTitle, storeIn, storeRemembered } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { companyUser, settingsApi } from '../../../test/settingsFixtures';
import { userAtom } from '../../auth/atoms';
import { PROFILE_SAVE_DELAY_MS } from '../hooks/useProfileForm';

function profile(handlers: Handlers = {}, user: Schemas['User'] = companyUser(), path = '/home/account') {
  const api = settingsApi({ 'POST /user/data': () => ok(true), ...handlers }, user);
  return renderApp(path, { api, store: user.lang === 'de' ? storeIn('de') : undefined });
}

const input = (label: string) =>
  (screen.queryByRole('combobox', { name: label }) ??
    screen.getByLabelText(label, { exact: true })) as HTMLInputElement;
const saves = (api: ReturnType<typeof profile>['api']) => api.callsTo('POST /user/data').map((call) => call.body);
const pick = async (label: string, option: string) => {
  fireEvent.click(input(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('profile settings page', () => {
  it('has the title, the Close button instead of the user menu and the two tabs', async () => {
    profile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^User menu/ })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic Settings', 'License & Seats']);
    expect(input('First name').value).toBe('Ada');
    expect(input('Last name').value).toBe('Lovelace');
    await waitFor(() => expect(input('System Language').value).toBe('English'));
    expect(screen.getByRole('heading', { name: 'About My Startup' })).toBeTruthy();
    expect(input('Startup Name').value).toBe('Pump Finder');
  });

  it('saves a name after a short pause and updates the local user', async () => {
    const { api, store } = profile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    fireEvent.change(input('First name'), { target: { value: 'Augusta' } });
    expect(saves(api)).toHaveLength(0);
    await waitFor(() => expect(saves(api)).toHaveLength(1), { timeout: 2000 });
    expect(saves(api)[0]).toEqual({ prename: 'Augusta', lastname: 'Lovelace', intentionRoleId: null, lang: 'en' });
    await waitFor(() => expect(store.get(userAtom)?.prename).toBe('Augusta'));
  });

  it('saves at once when the field is left, and nothing when it did not change', async () => {
    const { api } = profile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    fireEvent.blur(input('Last name'));
    fireEvent.change(input('Last name'), { target: { value: 'King ' } });
    fireEvent.blur(input('Last name'));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]).toMatchObject({ lastname: 'King' });
    // Past the autosave delay on a fake clock: a blur without a change saves nothing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.blur(input('Last name'));
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_SAVE_DELAY_MS + 100));
    expect(saves(api)).toHaveLength(1);
  });

  it('saves the intention role as soon as it is chosen', async () => {
    const { api, store } = profile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    await pick('My Intention Role', 'Student');
    await waitFor(() =>
      expect(saves(api)).toEqual([{ prename: 'Ada', lastname: 'Lovelace', intentionRoleId: 3, lang: 'en' }]),
    );
    await waitFor(() => expect(store.get(userAtom)?.intentionRoleId).toBe(3));
  });

  it('keeps the local user when a save fails', async () => {
    const { store } = profile({ 'POST /user/data': () => fail(400, 'validation', 'Invalid input', 'Name too long.') });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    fireEvent.change(input('First name'), { target: { value: 'Augusta' } });
    fireEvent.blur(input('First name'));
    await expectSnackbar('Invalid input', 'Name too long.');
    expect(store.get(userAtom)?.prename).toBe('Ada');
    expect(input('First name').value).toBe('Augusta');
  });

  it('System Language switches the whole UI and saves lang', async () => {
    const { api, store } = profile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    await waitFor(() => expect(input('System Language').value).toBe('English'));
    await pick('System Language', 'German');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profileinstellungen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Grundeinstellungen', 'Lizenz & Plätze']);
    await waitFor(() =>
      expect(saves(api)).toEqual([{ prename: 'Ada', lastname: 'Lovelace', intentionRoleId: null, lang: 'de' }]),
    );
    expect(localStorage.getItem('idea_lang')).toBe('de');
    await waitFor(() => expect(store.get(userAtom)?.lang).toBe('de'));
    expect(input('Systemsprache').value).toBe('Deutsch');
  });

  it('has a Change Email row whose action does nothing', async () => {
    const { api } = profile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    expect(screen.getByText('Change Email')).toBeTruthy();
    const change = screen.getByRole('button', { name: 'Change' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    const before = api.calls.length;
    fireEvent.click(change);
    expect(api.calls.length).toBe(before);
  });

  it('Privacy Preferences shows what the browser keeps and clears it, the auto-login cookie on the server', async () => {
    storeRemembered();
    localStorage.setItem('idea_loginemail', 'ada@example.com');
    localStorage.setItem('communicationHistory', '[]');
    const { api } = profile({ 'POST /auth/autologin/forget': () => ok({ success: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Preferences' });
    const states = () =>
      within(dialog)
        .getAllByTestId('privacy-entry')
        .map((entry) => [
          entry.querySelector('code')?.textContent,
          within(entry).getByTestId('privacy-state').textContent,
        ]);
    expect(within(dialog).getAllByTestId('privacy-entry')[0]?.textContent).toContain(
      'idea_remember (a cookie pages cannot read)',
    );
    expect(states()).toEqual([
      ['idea_autologin', 'Stored'],
      ['idea_loginemail', 'Stored'],
      ['idea_lang', 'Not stored'],
      ['communicationHistory', 'Stored'],
      ['idea_redirect', 'Stored'],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear browser data' }));
    await expectSnackbar('Done', 'The data kept in this browser has been cleared.');
    expect(states().map(([, state]) => state)).toEqual(Array(5).fill('Not stored'));
    expect(api.callsTo('POST /auth/autologin/forget')).toHaveLength(1);
    for (const key of ['idea_autologin', 'idea_loginemail', 'idea_lang', 'communicationHistory']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(pageTitle()).toBe('Profile Settings');
  });

  it('Keys for scripts: Revoke all revokes every API key and says how many', async () => {
    const { api } = profile({ 'POST /auth/apikeys/revoke': () => ok({ revoked: 2 }) });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    expect(screen.getByText('Keys for scripts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke all' }));
    await expectSnackbar('Keys revoked', '2 keys revoked. Scripts and the command line must log in again.');
    expect(api.callsTo('POST /auth/apikeys/revoke')).toHaveLength(1);
    expect(pageTitle()).toBe('Profile Settings');
  });

  it('About My Startup saves the company with its own Save once something changed', async () => {
    const saved = {
      name: 'Pump Finder',
      industry: 12,
      mission: 'Nurses find pumps in seconds.',
      webpage: null,
      pitchDeck: null,
    };
    const { api, store } = profile({ 'POST /company/metadata': () => ok({ success: true, companyData: saved }) });
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    const section = screen.getByRole('region', { name: 'About My Startup' });
    const save = within(section).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input('Our Mission'), { target: { value: 'Nurses find pumps in seconds.' } });
    fireEvent.change(input('Webpage'), { target: { value: '' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(store.get(userAtom)?.companyData).toEqual(saved));
    expect(api.callsTo('POST /company/metadata')[0]?.body).toEqual({
      name: 'Pump Finder',
      industryId: 12,
      mission: 'Nurses find pumps in seconds.',
      webpage: null,
    });
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('the edit icon opens the avatar dialog by the query; closing removes it', async () => {
    const { currentPath } = profile();
    await screen.findByRole('heading', { level: 1, name: 'Profile Settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit avatar' }));
    await waitFor(() => expect(currentPath()).toBe('/home/account?edit-avatar=true'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit avatar' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })); // one Close: the footer's, no X beside it
    await waitFor(() => expect(currentPath()).toBe('/home/account'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('License & Seats', () => {
  const member = (overrides: Partial<Schemas['LicenseMember']>): Schemas['LicenseMember'] => ({
    userId: 'u-2002',
    prename: 'Grace',
    lastname: 'Hopper',
    email: 'grace@example.com',
    licenseTypeId: 2,
    role: 'Editor',
    ...overrides,
  });
  const licensedUser = (lang: 'en' | 'de' = 'en') =>
    companyUser({
      lang,
      avatar: 1,
      refreshtoken: 1763700000000,
      licenseData: [{ userId: 'u-1001', licenseTypeId: 2, maxRoleLevel: 2 }],
      licenseMembers: [
        // as the login answered it, before the names were entered: the page shows the profile as it is now
        member({ userId: 'u-1001', prename: null, lastname: null, email: 'ada@example.com', role: 'Owner' }),
        member({}),
        member({ userId: 'u-3003', licenseTypeId: 99, prename: null, lastname: null, email: 'x@example.com' }),
      ],
    });
  const cells = () =>
    screen
      .getAllByTestId('license-member')
      .map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));

  it('lists the licence members with avatar, names, e-mail, licence type name and role', async () => {
    const { api } = profile({}, licensedUser());
    fireEvent.click(await screen.findByRole('tab', { name: 'License & Seats' }));
    await waitFor(() => expect(cells()[0]?.[3]).toBe('Startup'));
    expect(cells()).toEqual([
      ['Ada', 'Lovelace', 'ada@example.com', 'Startup', 'Owner'],
      ['Grace', 'Hopper', 'grace@example.com', 'Startup', 'Editor'],
      ['', '', 'x@example.com', '99', 'Editor'],
    ]);
    const rows = screen.getAllByTestId('license-member');
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/api/user/avatar?r=1763700000000');
    expect(rows[1]?.querySelector('[data-kind="initials"]')?.textContent).toBe('GH');
    // the role options are loaded, not displayed (part 1 §6)
    await waitFor(() => expect(api.callsTo('GET /public/data/roles.json')).toHaveLength(1));
    expect(screen.queryByText('Member')).toBeNull();
  });

  it('names the licence types and the roles in German', async () => {
    profile({}, licensedUser('de'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Lizenz & Plätze' }));
    await waitFor(() => expect(cells()[0]?.[3]).toBe('Startup'));
    expect(screen.getByRole('columnheader', { name: 'Lizenztyp' })).toBeTruthy();
    expect(cells().map((row) => row[4])).toEqual(['Inhaber:in', 'Bearbeiter:in', 'Bearbeiter:in']);
  });

  it('says so when there are no licence members', async () => {
    profile();
    fireEvent.click(await screen.findByRole('tab', { name: 'License & Seats' }));
    expect((await screen.findByTestId('license-empty')).textContent).toBe('Your account has no license with seats.');
  });
});
