import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type Handlers, ok, type Schemas } from '../../../test/fakeApi';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { companyUser, makeMember, settingsApi } from '../../../test/settingsFixtures';
import { makeUserTrack, sessionApi } from '../../../test/trackFixtures';
import { redirectPathAtom } from '../../auth/atoms';

type Invitation = Schemas['ProjectInvitation'];

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  invitationId: 'inv-1',
  projectId: 'p-1',
  email: 'cofounder@example.com',
  role: 'Editor',
  dateCreated: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  ...overrides,
});

function openTeamTab(handlers: Handlers, owner = true, lang: 'en' | 'de' = 'en') {
  const user = companyUser({ lang });
  const api = settingsApi(
    {
      'GET /projects/{projectId}/members': () =>
        ok([
          makeMember({
            userId: user.id,
            email: user.email,
            prename: 'Ada',
            lastname: 'Lovelace',
            role: owner ? 'Owner' : 'Member',
            isCurrentUser: true,
          }),
          makeMember(),
        ]),
      ...handlers,
    },
    user,
  );
  return renderApp('/home?settings=true&page=3', { api, store: lang === 'de' ? storeIn('de') : undefined });
}

describe('Team Members tab: invitations', () => {
  it('lets the owner invite an address with a role; the pending invitation is listed', async () => {
    let pending: Invitation[] = [];
    const { api } = openTeamTab({
      'GET /projects/{projectId}/invitations': () => ok(pending),
      'POST /projects/{projectId}/invitations': () => {
        pending = [invitation()];
        return ok(invitation());
      },
    });
    await screen.findAllByTestId('team-member');
    const inviteButton = await screen.findByRole('button', { name: 'Invite' });
    await waitFor(() => expect((inviteButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(inviteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.callsTo('POST /projects/{projectId}/invitations')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('E-mail', { exact: true }), {
      target: { value: ' cofounder@example.com ' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expectSnackbar('Invitation sent', 'cofounder@example.com gets an e-mail with the link.');
    expect(api.callsTo('POST /projects/{projectId}/invitations')[0]).toMatchObject({
      params: { projectId: 'p-1' },
      body: { email: 'cofounder@example.com', role: 'Editor' },
    });
    const row = await screen.findByTestId('team-invitation');
    expect(within(row).getByText('Invited')).toBeTruthy();
    expect(within(row).getByTestId('team-invitation-email').textContent).toBe('cofounder@example.com');
    expect(row.textContent).toContain('Editor · until Dec 4, 2026');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a team member' })).toBeNull());
  });

  it('keeps the dialog open with the address when the server refuses', async () => {
    openTeamTab({
      'POST /projects/{projectId}/invitations': () =>
        fail(409, 'alreadyMember', 'Already in the team', 'This person is already a member of the team.'),
    });
    const inviteButton = await screen.findByRole('button', { name: 'Invite' });
    await waitFor(() => expect((inviteButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(inviteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    fireEvent.change(within(dialog).getByLabelText('E-mail', { exact: true }), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expectSnackbar('Already in the team', 'This person is already a member of the team.');
    expect(screen.getByRole('dialog', { name: 'Invite a team member' })).toBeTruthy();
    expect((within(dialog).getByLabelText('E-mail', { exact: true }) as HTMLInputElement).value).toBe(
      'grace@example.com',
    );
  });

  it('asks before revoking an invitation and removes its row once the server did', async () => {
    const { api } = openTeamTab({
      'GET /projects/{projectId}/invitations': () => ok([invitation()]),
      'DELETE /projects/{projectId}/invitations/{invitationId}': () => ok({ success: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation of cofounder@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(api.callsTo('DELETE /projects/{projectId}/invitations/{invitationId}')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByTestId('team-invitation')).toBeNull());
    expect(api.callsTo('DELETE /projects/{projectId}/invitations/{invitationId}')[0]?.params).toEqual({
      projectId: 'p-1',
      invitationId: 'inv-1',
    });
  });

  it('keeps Invite disabled and offers no revoke to a member who is not the owner', async () => {
    openTeamTab({ 'GET /projects/{projectId}/invitations': () => ok([invitation()]) }, false);
    await screen.findByTestId('team-invitation');
    expect((screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Revoke the invitation/ })).toBeNull();
  });

  it('speaks German', async () => {
    openTeamTab({ 'GET /projects/{projectId}/invitations': () => ok([invitation()]) }, true, 'de');
    const row = await screen.findByTestId('team-invitation');
    expect(within(row).getByText('Eingeladen')).toBeTruthy();
    expect(row.textContent).toContain('Bearbeiter:in · bis');
    const inviteButton = screen.getByRole('button', { name: 'Einladen' });
    await waitFor(() => expect((inviteButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(inviteButton);
    expect(await screen.findByRole('dialog', { name: 'Teammitglied einladen' })).toBeTruthy();
  });
});

const preview: Schemas['InvitationPreview'] = {
  email: 'ada@example.com',
  projectName: 'My Project',
  companyName: 'Pump Finder',
  inviter: { userId: 'u-9', prename: 'Olga', lastname: 'Owner', email: 'olga@example.com' },
  role: 'Member',
  expiresAt: '2026-12-04T10:00:00.000Z',
};

describe('the invitation page', () => {
  it('shows the invitation to a visitor and saves itself as the redirect for Log in and Register', async () => {
    const api = sessionApi({
      'POST /auth/checklogin': () => fail(401, 'notLoggedIn', 'Not logged in', 'Please log in.'),
      'POST /invitations/preview': () => ok(preview),
    });
    const { store, currentPath } = renderApp('/invite/tok_1', { api });
    expect(
      await screen.findByText('Olga Owner (olga@example.com) invites you to join the team "Pump Finder" as Member.'),
    ).toBeTruthy();
    expect(screen.getByText('The invitation is for ada@example.com.')).toBeTruthy();
    expect(api.callsTo('POST /invitations/preview')[0]?.body).toEqual({ token: 'tok_1' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentPath()).toBe('/login/register'));
    expect(store.get(redirectPathAtom)).toBe('/invite/tok_1');
  });

  it('lets the invited user join and opens the dashboard', async () => {
    const user = companyUser({ email: 'ada@example.com' });
    const joined: Schemas['TeamProject'] = {
      projectId: 'p-9',
      name: 'My Project',
      sysDefault: 1,
      role: 'Member',
      isOwner: false,
      owner: preview.inviter,
      companyName: 'Pump Finder',
    };
    let projects: Schemas['TeamProject'][] = [];
    const api = sessionApi(
      {
        'POST /invitations/preview': () => ok(preview),
        'POST /invitations/accept': () => {
          projects = [joined];
          return ok(joined);
        },
        'GET /projects': () => ok(projects),
        'GET /projects/{projectId}/tracks': () => ok([makeUserTrack({ roundId: 'r-9', name: 'Olga’s idea' })]),
      },
      user,
    );
    const { currentPath } = renderApp('/invite/tok_1', { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
    await expectSnackbar('Welcome to the team', 'You joined Pump Finder. Its rounds are on your dashboard.');
    const section = await screen.findByRole('region', { name: 'Team projects' });
    expect(within(section).getByText('Pump Finder')).toBeTruthy();
    expect(within(section).getByText('Olga’s idea')).toBeTruthy();
    const open = within(section).getByRole('link', { name: 'Open: Olga’s idea' });
    expect(open.getAttribute('href')).toContain('roundId=r-9');
    expect(api.callsTo('GET /projects/{projectId}/tracks')[0]?.params).toEqual({ projectId: 'p-9' });
  });

  it('tells a user of another account to log in with the invited address', async () => {
    const api = sessionApi(
      { 'POST /invitations/preview': () => ok(preview) },
      companyUser({ email: 'someone@example.com' }),
    );
    renderApp('/invite/tok_1', { api });
    expect(
      await screen.findByText(
        'You are logged in as someone@example.com. Log out and log in with the invited address to accept.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it.each([
    ['invitationExpired', 'This invitation link has expired. Please ask the project owner for a new one.'],
    ['invitationUsed', 'This invitation link was used already.'],
    ['invitationNotFound', 'This invitation link is not valid (any more). Please ask the project owner for a new one.'],
  ])('explains a refused link (%s)', async (code, text) => {
    const api = sessionApi({
      'POST /invitations/preview': () => fail(code === 'invitationNotFound' ? 404 : 410, code, 'x', 'y'),
    });
    renderApp('/invite/tok_1', { api });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
