import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Area } from 'react-easy-crop';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, type Handlers, ok, type UploadedFile } from '../../../test/fakeApi';
import { expectSnackbar } from '../../../test/helpers';
import { renderApp } from '../../../test/render';
import { companyUser, settingsApi } from '../../../test/settingsFixtures';
import { userAtom } from '../../auth/atoms';
import { cropToDataUrl } from '../cropImage';

// The cropper needs a browser that lays out and decodes images (the Chromium journey covers it); here it is a
// stand-in that reports a finished crop when asked, and the canvas work answers a fixed PNG.
vi.mock('react-easy-crop', () => ({
  default: (props: { image: string; onCropComplete: (area: Area, pixels: Area) => void }) => (
    <div data-testid="cropper" data-image={props.image}>
      <button
        type="button"
        onClick={() =>
          props.onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 10, y: 20, width: 300, height: 300 })
        }
      >
        finish crop
      </button>
    </div>
  ),
}));
vi.mock('../cropImage', async (original) => ({
  ...(await original<typeof import('../cropImage')>()),
  cropToDataUrl: vi.fn(),
}));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  vi.mocked(cropToDataUrl).mockResolvedValue(PNG);
});

async function openAvatar(handlers: Handlers = {}) {
  const api = settingsApi(handlers, companyUser({ avatar: 0 }));
  const view = renderApp('/home/account?edit-avatar=true', { api });
  const dialog = await screen.findByRole('dialog', { name: 'Edit avatar' });
  return { ...view, dialog };
}

const image = (name = 'me.png', type = 'image/png') => new File([new Uint8Array(64)], name, { type });
const drop = (dialog: HTMLElement, ...files: File[]) =>
  fireEvent.drop(within(dialog).getByRole('region', { name: 'Drop an image here' }), { dataTransfer: { files } });
const pickFile = (dialog: HTMLElement, file: File) =>
  fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('avatar dialog', () => {
  it('starts without a file: the drop area, the picker, Close and a disabled Save', async () => {
    const { dialog } = await openAvatar();
    expect(within(dialog).getByText('Drag and drop an image here or choose one.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose image' })).toBeTruthy();
    expect(within(dialog).queryByTestId('cropper')).toBeNull();
    expect(saveButton(dialog).disabled).toBe(true);
  });

  it("a dropped non-image shows 'Wrong File Type' and no cropper", async () => {
    const { dialog } = await openAvatar();
    drop(dialog, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    const problem = await within(dialog).findByTestId('avatar-problem');
    expect(problem.textContent).toContain('Wrong File Type');
    expect(problem.textContent).toContain('Please add only image Files for the Avatar.');
    expect(within(dialog).queryByTestId('cropper')).toBeNull();
  });

  it('a dropped image opens the round cropper', async () => {
    const { dialog } = await openAvatar();
    drop(dialog, image());
    const cropper = await within(dialog).findByTestId('cropper');
    expect(cropper.getAttribute('data-image')).toMatch(/^blob:/);
    expect(within(dialog).queryByTestId('avatar-problem')).toBeNull();
  });

  it("does not check the picker's file for being an image, but the cropper takes only its image types", async () => {
    const { dialog } = await openAvatar();
    pickFile(dialog, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    const problem = await within(dialog).findByTestId('avatar-problem');
    expect(problem.textContent).toBe('Invalid image type');
    expect(problem.textContent).not.toContain('Wrong File Type');
    pickFile(dialog, image('me.webp', 'image/webp'));
    expect(await within(dialog).findByTestId('cropper')).toBeTruthy();
    expect(within(dialog).queryByTestId('avatar-problem')).toBeNull();
  });

  it('refuses an SVG without width, height or viewBox', async () => {
    const { dialog } = await openAvatar();
    pickFile(dialog, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((await within(dialog).findByTestId('avatar-problem')).textContent).toBe(
      'The SVG image needs a width and height or a viewBox.',
    );
  });

  it('uploads the crop as PNG in the field avatar, closes on success and refreshes every avatar', async () => {
    const { api, dialog, store, currentPath } = await openAvatar({
      'POST /user/avatar': () => ok({ success: true, refreshtoken: 1763800000000 }),
    });
    drop(dialog, image());
    fireEvent.click(await within(dialog).findByRole('button', { name: 'finish crop' }));
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));
    expect(vi.mocked(cropToDataUrl)).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), {
      x: 10,
      y: 20,
      width: 300,
      height: 300,
    });
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(currentPath()).toBe('/home/account'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /user/avatar')[0]?.body).toEqual({
      avatar: { name: 'avatar.png', type: 'image/png', size: 8 } satisfies UploadedFile,
    });
    expect(store.get(userAtom)).toMatchObject({ avatar: 1, refreshtoken: 1763800000000 });
    // The profile page shows the new image once it has loaded (the page itself loads on demand).
    await waitFor(() => {
      const edit = screen.getByRole('button', { name: 'Edit avatar' });
      expect(edit.parentElement?.querySelector('img')?.getAttribute('src')).toBe('/api/user/avatar?r=1763800000000');
    });
  });

  it('stays open with the reason when the upload fails', async () => {
    const { dialog, store, currentPath } = await openAvatar({
      'POST /user/avatar': () =>
        fail(415, 'wrongFileType', 'Wrong File Type', 'Please add only image Files for the Avatar.'),
    });
    drop(dialog, image());
    fireEvent.click(await within(dialog).findByRole('button', { name: 'finish crop' }));
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));
    fireEvent.click(saveButton(dialog));
    await expectSnackbar('Wrong File Type', 'Please add only image Files for the Avatar.');
    expect(screen.getByRole('dialog', { name: 'Edit avatar' })).toBeTruthy();
    expect(currentPath()).toBe('/home/account?edit-avatar=true');
    expect(store.get(userAtom)?.avatar).toBe(0);
  });

  it("uploads nothing without a crop; a failed crop shows 'Crop image failed'", async () => {
    vi.mocked(cropToDataUrl).mockRejectedValue(new Error('Crop image failed'));
    const { api, dialog } = await openAvatar({ 'POST /user/avatar': () => ok({ success: true, refreshtoken: 1 }) });
    drop(dialog, image());
    fireEvent.click(await within(dialog).findByRole('button', { name: 'finish crop' }));
    expect((await within(dialog).findByTestId('avatar-problem')).textContent).toBe('Crop image failed');
    expect(saveButton(dialog).disabled).toBe(true);
    fireEvent.click(saveButton(dialog));
    expect(api.callsTo('POST /user/avatar')).toHaveLength(0);
  });
});
