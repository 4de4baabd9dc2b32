import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../test/fakeApi';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeMember } from '../../../test/settingsFixtures';
import { userAtom } from '../../auth/atoms';
import { TeamAvatars } from './TeamAvatars';

function team(members: Schemas['TeamMember'][] | null, user = makeUser({ avatar: 1, refreshtoken: 1763700000000 })) {
  const store = createStore();
  store.set(userAtom, user);
  renderWithProviders(<TeamAvatars members={members} />, { store });
  return screen.getByRole('group', { name: 'Team' });
}

const me = makeMember({ userId: 'u-1001', prename: 'Ada', lastname: 'Lovelace', isCurrentUser: true });
const others = (n: number) =>
  Array.from({ length: n }, (_, i) => makeMember({ userId: `u-${i}`, prename: `P${i}`, lastname: `L${i}` }));

describe('team header (part 1 §2, §9)', () => {
  it.each<[string, Schemas['TeamMember'][], number, string | null]>([
    ['only you', [me], 1, null],
    ['two members', [me, ...others(1)], 2, null],
    ['three members', [me, ...others(2)], 2, '+1'],
    ['six members', [me, ...others(5)], 2, '+4'],
  ])('%s: %i avatars, then %s', (_label, members, shown, more) => {
    const group = team(members);
    expect(group.querySelectorAll('[data-kind]')).toHaveLength(shown);
    expect(within(group).queryByTestId('team-more')?.textContent ?? null).toBe(more);
  });

  it('shows your picture, initials for others and the icon without names', () => {
    const group = team([me, makeMember({ prename: null, lastname: null, email: 'anon@example.com' })]);
    const avatars = [...group.querySelectorAll('[data-kind]')];
    expect(avatars.map((avatar) => avatar.getAttribute('data-kind'))).toEqual(['picture', 'icon']);
    expect(group.querySelector('img')?.getAttribute('src')).toBe('/api/user/avatar?r=1763700000000');
  });

  it('shows only you while the team is unknown', () => {
    const group = team(null);
    expect([...group.querySelectorAll('[data-kind]')].map((a) => a.getAttribute('data-kind'))).toEqual(['picture']);
    expect(within(group).queryByTestId('team-more')).toBeNull();
  });

  it('has the add-member icon disabled for a member who is not the owner', () => {
    const group = team([me]);
    expect(within(group).getByRole('button', { name: 'Add team member' }).hasAttribute('disabled')).toBe(true);
  });

  it('lets the owner open the Team Members tab with the add-member icon', () => {
    const group = team([{ ...me, role: 'Owner' }]);
    const add = within(group).getByRole('button', { name: 'Add team member' });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(add);
    expect(window.location.pathname + window.location.search).toBe('/home?settings=true&page=3');
  });
});
