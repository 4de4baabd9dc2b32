import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type Handlers, ok, type Schemas, type UploadedFile } from '../../../test/fakeApi';
import { expectSnackbar, storeIn } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { companyUser, makeHubFile, makeMember, settingsApi } from '../../../test/settingsFixtures';
import { userAtom } from '../../auth/atoms';

function openSettings(page = 1, handlers: Handlers = {}, user: Schemas['User'] = companyUser()) {
  const api = settingsApi(handlers, user);
  const store = user.lang === 'de' ? storeIn('de') : undefined;
  return renderApp(`/home?settings=true&page=${page}`, { api, store });
}

const dialog = () => screen.findByRole('dialog', { name: /^(Settings|Einstellungen)$/ });
const field = (label: string) =>
  (screen.queryByRole('combobox', { name: label }) ??
    screen.getByLabelText(label, { exact: true })) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => {
  const input = field(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const fileOf = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });
const choose = (testId: string, ...files: File[]) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } });
/** Answers the pitch deck's delete question. */
const answerDelete = async (answer: 'Delete' | 'Cancel') =>
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Delete pitch deck' })).getByRole('button', { name: answer }),
  );

describe('settings dialog', () => {
  it('shows the three tabs and the Basic Info form filled from the company data', async () => {
    openSettings();
    const settings = await dialog();
    expect(
      within(settings)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Basic Info', 'Project Knowledge', 'Team Members']);
    expect(field('Startup Name').value).toBe('Pump Finder');
    expect(field('Webpage').value).toBe('https://pumpfinder.example');
    expect(field('Webpage').placeholder).toBe('https://www.example.com');
    expect(field('Our Mission').value).toBe('We help nurses find equipment.');
    await waitFor(() => expect(field('Industry').value).toBe('Software'));
    expect(screen.getByText('This enables us to configure our AI Experts perfectly for your needs.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('Close removes settings and page, restores the user of the opening time and sends nothing', async () => {
    const user = companyUser();
    const { api, store, currentPath } = openSettings(1, {}, user);
    await dialog();
    type('Startup Name', 'Something else');
    store.set(userAtom, { ...user, companyData: { ...user.companyData, name: 'Changed meanwhile' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' })); // one Close: the footer's, no X beside it
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(userAtom)?.companyData).toEqual(user.companyData);
    expect(api.callsTo('POST /company/metadata')).toHaveLength(0);
  });

  it('Close keeps a pitch deck uploaded meanwhile, because the server already has it', async () => {
    const stored = makeHubFile({ fileId: 'deck', name: 'Deck.pdf', size: 40_960, fileType: 'PITCHDECK' });
    const { store } = openSettings(1, { 'POST /knowledgehub/uploads': () => ok(stored) });
    await dialog();
    choose('pitch-deck-input', fileOf('Deck.pdf', 40_960, 'application/pdf'));
    expect(await screen.findByTestId('pitch-deck-name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' })); // one Close: the footer's, no X beside it
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(userAtom)?.companyData.pitchDeck).toEqual(stored);
  });

  it('Save writes the company, updates the local user and closes', async () => {
    const saved: Schemas['CompanyData'] = {
      name: 'Pump Finder Pro',
      industry: 7,
      mission: 'We help nurses find equipment.',
      webpage: null,
      pitchDeck: null,
    };
    const { api, store, currentPath } = openSettings(1, {
      'POST /company/metadata': () => ok({ success: true, companyData: saved }),
    });
    await dialog();
    type('Startup Name', 'Pump Finder Pro ');
    type('Webpage', '');
    fireEvent.click(screen.getByRole('combobox', { name: 'Industry' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Health Care' }));
    click('Save');
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(api.callsTo('POST /company/metadata')[0]?.body).toEqual({
      name: 'Pump Finder Pro',
      industryId: 7,
      mission: 'We help nurses find equipment.',
      webpage: null,
    });
    expect(store.get(userAtom)?.companyData).toEqual(saved);
  });

  it('Save without changes closes without a call', async () => {
    const { api, currentPath } = openSettings(1);
    await dialog();
    click('Save');
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(api.callsTo('POST /company/metadata')).toHaveLength(0);
  });

  it('keeps the dialog and what was typed when the server refuses the company', async () => {
    const { store, currentPath } = openSettings(1, {
      'POST /company/metadata': () => fail(400, 'validation', 'Invalid input', 'Industry: Please choose an industry.'),
    });
    await dialog();
    type('Startup Name', 'Pump Finder Pro');
    click('Save');
    await expectSnackbar('Invalid input', 'Industry: Please choose an industry.');
    expect(currentPath()).toBe('/home?settings=true&page=1');
    expect(field('Startup Name').value).toBe('Pump Finder Pro');
    expect(store.get(userAtom)?.companyData.name).toBe('Pump Finder');
  });
});

describe('Basic Info validation', () => {
  it('requires Startup Name, Our Mission and Industry and checks the webpage address', async () => {
    const empty = companyUser({}, { name: null, industry: null, mission: null, webpage: null });
    const { api, currentPath } = openSettings(1, {}, empty);
    await dialog();
    type('Webpage', 'www.example.com');
    expect(errorOf('Webpage')).toBe('Your input is not valid');
    type('Startup Name', 'Pump Finder');
    click('Save');
    await waitFor(() => expect(errorOf('Our Mission')).toBe('This field is required'));
    expect(errorOf('Industry')).toBe('This field is required');
    expect(errorOf('Startup Name')).toBeNull();
    expect(api.callsTo('POST /company/metadata')).toHaveLength(0);
    expect(currentPath()).toBe('/home?settings=true&page=1');

    type('Webpage', 'https://www.example.com');
    expect(errorOf('Webpage')).toBeNull();
    type('Startup Name', '   ');
    expect(errorOf('Startup Name')).toBe('This field is required');
  });

  it('labels the industries in the UI language', async () => {
    openSettings(1, {}, companyUser({ lang: 'de' }));
    await dialog();
    await waitFor(() => expect(field('Branche').value).toBe('Software'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Branche' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Landwirtschaft',
      'Gesundheitswesen',
      'Software',
    ]);
  });
});

describe('Optimize (Our Mission)', () => {
  it('asks the AI with the mission and puts the answer into the field', async () => {
    const { api } = openSettings(1, {
      'POST /aiservice/default': () =>
        ok({ threadId: 't-1', message: 'We give nurses the right equipment in seconds.', provider: 'offline' }),
    });
    await dialog();
    click('Optimize');
    await waitFor(() => expect(field('Our Mission').value).toBe('We give nurses the right equipment in seconds.'));
    expect(api.callsTo('POST /aiservice/default')[0]?.body).toEqual({
      agentId: 'flying_jhonny',
      modelId: 'OPTIMIZE-MISSION',
      userText: 'We help nurses find equipment.',
    });
  });

  it('does nothing while the mission is empty', async () => {
    const { api } = openSettings(1, {}, companyUser({}, { mission: null }));
    await dialog();
    const optimize = screen.getByRole('button', { name: 'Optimize' }) as HTMLButtonElement;
    expect(optimize.disabled).toBe(true);
    type('Our Mission', '   ');
    fireEvent.click(optimize);
    expect(api.callsTo('POST /aiservice/default')).toHaveLength(0);
  });

  it('leaves the mission unchanged when the AI call fails', async () => {
    const { api } = openSettings(1, {
      'POST /aiservice/default': () => fail(502, 'aiFailed', 'AI Error', 'The AI did not answer.'),
    });
    await dialog();
    click('Optimize');
    await expectSnackbar('AI Error', 'The AI did not answer.');
    expect(api.callsTo('POST /aiservice/default')).toHaveLength(1);
    expect(field('Our Mission').value).toBe('We help nurses find equipment.');
  });
});

describe('pitch deck', () => {
  const deck = makeHubFile({ fileId: 'deck-1', name: 'Pitch.pdf', size: 307_200, fileType: 'PITCHDECK' });

  it('uploads one file as PITCHDECK into the default project, then shows its name, size in KB and a trash icon', async () => {
    const { api, store } = openSettings(1, { 'POST /knowledgehub/uploads': () => ok(deck) });
    await dialog();
    choose('pitch-deck-input', fileOf('Pitch.pdf', 307_200, 'application/pdf'));
    expect((await screen.findByTestId('pitch-deck-name')).textContent).toBe('Pitch.pdf');
    expect(screen.getByTestId('pitch-deck-size').textContent).toBe('300 KB');
    expect(screen.getByRole('button', { name: 'Delete pitch deck' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    const body = api.callsTo('POST /knowledgehub/uploads')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      hubId: 'p-1',
      fileType: 'PITCHDECK',
      file: { name: 'Pitch.pdf', type: 'application/pdf', size: 307_200 } satisfies UploadedFile,
    });
    expect(store.get(userAtom)?.companyData.pitchDeck).toEqual(deck);
  });

  it.each([
    ['a file over 5 MB', fileOf('Big.pdf', 5_000_001, 'application/pdf'), 'File is too big max 5MB'],
    [
      'a type the hub does not take',
      fileOf('Deck.pptx', 1000, 'application/vnd.ms-powerpoint'),
      'Filetype not allowed',
    ],
  ])('refuses %s without a call', async (_label, file, message) => {
    const { api } = openSettings(1);
    await dialog();
    choose('pitch-deck-input', file);
    expect((await screen.findByTestId('pitch-deck-error')).textContent).toBe(message);
    expect(api.callsTo('POST /knowledgehub/uploads')).toHaveLength(0);
  });

  it('takes a file of exactly 5 MB', async () => {
    const { api } = openSettings(1, { 'POST /knowledgehub/uploads': () => ok({ ...deck, size: 5_000_000 }) });
    await dialog();
    choose('pitch-deck-input', fileOf('Pitch.pdf', 5_000_000, 'application/pdf'));
    expect((await screen.findByTestId('pitch-deck-size')).textContent).toBe('4883 KB');
    expect(api.callsTo('POST /knowledgehub/uploads')).toHaveLength(1);
  });

  it("shows the server's refusal in place", async () => {
    openSettings(1, {
      'POST /knowledgehub/uploads': () => fail(409, 'fileExists', 'Upload failed', 'File already exists'),
    });
    await dialog();
    choose('pitch-deck-input', fileOf('Pitch.pdf', 1000, 'application/pdf'));
    expect((await screen.findByTestId('pitch-deck-error')).textContent).toBe('File already exists');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('the trash deletes the file through the hub and clears it on success', async () => {
    const { api, store } = openSettings(
      1,
      { 'DELETE /knowledgehub/{id}': () => ok({ success: true }) },
      companyUser({}, { pitchDeck: deck }),
    );
    await dialog();
    expect(screen.getByTestId('pitch-deck-name').textContent).toBe('Pitch.pdf');
    click('Delete pitch deck');
    await answerDelete('Delete');
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(api.callsTo('DELETE /knowledgehub/{id}')[0]?.params).toEqual({ id: 'deck-1' });
    expect(store.get(userAtom)?.companyData.pitchDeck).toBeNull();
  });

  it('keeps the file when the deletion fails', async () => {
    const { store } = openSettings(
      1,
      { 'DELETE /knowledgehub/{id}': () => fail(404, 'notFound', 'File not found', 'There is no such file.') },
      companyUser({}, { pitchDeck: deck }),
    );
    await dialog();
    click('Delete pitch deck');
    await answerDelete('Delete');
    await expectSnackbar('File not found', 'There is no such file.');
    expect(screen.getByTestId('pitch-deck-name').textContent).toBe('Pitch.pdf');
    expect(store.get(userAtom)?.companyData.pitchDeck).toEqual(deck);
  });

  it('asks before deleting the pitch deck; Cancel keeps it without a call', async () => {
    const { api } = openSettings(
      1,
      { 'DELETE /knowledgehub/{id}': () => ok({ success: true }) },
      companyUser({}, { pitchDeck: deck }),
    );
    await dialog();
    click('Delete pitch deck');
    const confirm = await screen.findByRole('dialog', { name: 'Delete pitch deck' });
    expect(
      within(confirm).getByText(
        "Are you sure you want to delete your pitch deck Pitch.pdf? It is also removed from your project's files.",
      ),
    ).toBeTruthy();
    await answerDelete('Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete pitch deck' })).toBeNull());
    expect(screen.getByTestId('pitch-deck-name').textContent).toBe('Pitch.pdf');
    expect(api.callsTo('DELETE /knowledgehub/{id}')).toHaveLength(0);
  });
});

describe('Team Members tab', () => {
  const team = (user: Schemas['User']) => [
    makeMember({ userId: user.id, prename: 'Ada', lastname: 'Lovelace', email: user.email, isCurrentUser: true }),
    makeMember(),
    makeMember({ userId: 'u-3003', prename: null, lastname: null, email: 'anon@example.com' }),
  ];

  it('lists the members with avatar, names and e-mail, a trash action on everyone but yourself and Invite disabled', async () => {
    const user = companyUser({ avatar: 1, refreshtoken: 1763700000000 });
    openSettings(3, { 'GET /projects/{projectId}/members': () => ok(team(user)) }, user);
    await dialog();
    const rows = await screen.findAllByTestId('team-member');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(1, 4).map((cell) => cell.textContent))).toEqual([
      ['Ada', 'Lovelace', 'ada@example.com'],
      ['Grace', 'Hopper', 'grace@example.com'],
      ['', '', 'anon@example.com'],
    ]);
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('/api/user/avatar?r=1763700000000');
    expect(rows[1]?.querySelector('[data-kind="initials"]')?.textContent).toBe('GH');
    expect(rows[2]?.querySelector('[data-kind="icon"] svg')).toBeTruthy();
    expect(rows.map((row) => within(row).queryByRole('button')?.getAttribute('aria-label') ?? null)).toEqual([
      null,
      'Remove Grace Hopper',
      'Remove anon@example.com',
    ]);
    expect((screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps an e-mail address on one line: no break inside, an ellipsis when too long, the whole address as title', async () => {
    const user = companyUser();
    const long = 'maximiliane.mustermann-schmidt.founder@very-long-company-name.example.com';
    openSettings(
      3,
      { 'GET /projects/{projectId}/members': () => ok([...team(user), makeMember({ userId: 'u-4004', email: long })]) },
      user,
    );
    await dialog();
    const emails = await screen.findAllByTestId('team-member-email');
    const address = emails.find((element) => element.textContent === long)!;
    expect(address.getAttribute('title')).toBe(long);
    expect(address.getAttribute('data-truncate')).toBe('end');
    const cell = address.closest('td')!;
    expect(cell.style.wordBreak).not.toBe('break-all');
    // A cell shrinks below its content only with a zero max-width; otherwise the address would widen the table.
    expect(Number.parseFloat(cell.style.maxWidth)).toBe(0);
  });

  it('asks before removing a member and removes the row once the server did', async () => {
    const user = companyUser();
    const { api } = openSettings(
      3,
      {
        'GET /projects/{projectId}/members': () => ok(team(user)),
        'DELETE /projects/{projectId}/members/{userId}': () => ok({ success: true }),
      },
      user,
    );
    await dialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove team member' });
    expect(within(confirm).getByText('Do you really want to remove Grace Hopper from the team?')).toBeTruthy();
    expect(api.callsTo('DELETE /projects/{projectId}/members/{userId}')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(2));
    expect(api.callsTo('DELETE /projects/{projectId}/members/{userId}')[0]?.params).toEqual({
      projectId: 'p-1',
      userId: 'u-2002',
    });
  });

  it('keeps the member when the server refuses', async () => {
    const user = companyUser();
    openSettings(
      3,
      {
        'GET /projects/{projectId}/members': () => ok(team(user)),
        'DELETE /projects/{projectId}/members/{userId}': () =>
          fail(403, 'notOwner', 'Not allowed', 'Only the owner of the project can remove team members.'),
      },
      user,
    );
    await dialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove team member' })).getByRole('button', { name: 'Remove' }),
    );
    await expectSnackbar('Not allowed', 'Only the owner of the project can remove team members.');
    expect(screen.getAllByTestId('team-member')).toHaveLength(3);
  });
});
