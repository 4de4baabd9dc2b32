import { describe, expect, it } from 'vitest';
import { invitationLink, invitationToken, projectOwnerLabel } from './team.js';

describe('invitation links', () => {
  it.each([
    ['http://localhost:3000/invite/abc_DEF-123', 'abc_DEF-123'],
    ['https://ideas.example.com/invite/abc?utm=x', 'abc'],
    ['https://ideas.example.com/invite/abc#top', 'abc'],
    ['https://ideas.example.com/invite/abc/', 'abc'],
    ['/invite/abc', 'abc'],
    ['  abc  ', 'abc'],
    ['', undefined],
    ['https://ideas.example.com/invite/', undefined],
    ['https://ideas.example.com/invite/a%20b', undefined],
    ['https://ideas.example.com/invite/%E0%A4%A', undefined],
    ['not a token', undefined],
  ])('reads the token of %j', (link, token) => {
    expect(invitationToken(link)).toBe(token);
  });

  it('builds the link the server mails, and reads it back', () => {
    const link = invitationLink('https://ideas.example.com/', 'tok_1');
    expect(link).toBe('https://ideas.example.com/invite/tok_1');
    expect(invitationToken(link)).toBe('tok_1');
  });
});

describe('projectOwnerLabel', () => {
  const owner = { userId: 'u1', email: 'olivia@example.com', prename: 'Olivia', lastname: 'Owner' };
  it.each([
    [{ owner, companyName: 'Acme' }, 'Acme'],
    [{ owner, companyName: null }, 'Olivia Owner'],
    [{ owner: { userId: 'u1', email: 'olivia@example.com' }, companyName: ' ' }, 'olivia@example.com'],
  ])('names %j', (project, label) => {
    expect(projectOwnerLabel(project)).toBe(label);
  });
});
