import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** A page whose module arrives when the test says so. */
function controlledPage() {
  let arrive: () => void = () => {};
  let loads = 0;
  const page = lazyPage(() => {
    loads += 1;
    return new Promise<typeof Greeting>((resolve) => {
      arrive = () => resolve(Greeting);
    });
  });
  return { page, arrive: () => arrive(), loads: () => loads };
}

describe('lazyPage', () => {
  it('shows the loader until the page code is there, then the page with its props', async () => {
    const { page: Page, arrive } = controlledPage();
    renderWithProviders(<Page name="Ada" />);
    expect(screen.getByTestId('page-loader')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive());
    expect((await screen.findByRole('heading')).textContent).toBe('Hello Ada');
    expect(screen.queryByTestId('page-loader')).toBeNull();
  });

  it('renders a preloaded page in the first pass, without a loader', async () => {
    const { page: Page, arrive, loads } = controlledPage();
    const preloaded = Page.preload();
    arrive();
    await preloaded;
    renderWithProviders(<Page name="Grace" />);
    expect(screen.getByRole('heading').textContent).toBe('Hello Grace');
    expect(screen.queryByTestId('page-loader')).toBeNull();
    await Page.preload();
    expect(loads()).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(attempts).toBe(2);
    renderWithProviders(<Page name="Linus" />);
    expect(screen.getByRole('heading').textContent).toBe('Hello Linus');
  });
});
