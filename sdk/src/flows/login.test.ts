import { describe, expect, it } from 'vitest';
import { defaultProject, displayName, initials } from './login.js';

describe('user helpers', () => {
  it('finds the default project by sysDefault 1', () => {
    const own = [
      { projectId: 'p1', name: 'Side', sysDefault: 0 as const },
      { projectId: 'p2', name: 'Main', sysDefault: 1 as const },
    ];
    expect(defaultProject({ projectData: { own } })?.projectId).toBe('p2');
    expect(defaultProject({ projectData: { own: [own[0]!] } })).toBeUndefined();
  });

  it.each([
    [{ prename: 'Ada', lastname: 'Lovelace', email: 'a@x.de' }, 'Ada Lovelace', 'AL'],
    [{ prename: 'ada', lastname: null, email: 'a@x.de' }, 'ada', 'A'],
    [{ prename: null, lastname: null, email: 'a@x.de' }, 'a@x.de', undefined],
    [{ prename: '  ', lastname: '', email: 'a@x.de' }, 'a@x.de', undefined],
  ])('%j → name %s, initials %s', (user, name, letters) => {
    expect(displayName(user)).toBe(name);
    expect(initials(user)).toBe(letters);
  });
});
