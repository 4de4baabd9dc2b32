import { LANDING_PAGE_FIELDS } from '@idea-studio/sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeIn } from '../../../test/helpers';
import { LANDING_PAGE } from '../../../test/landingFixtures';
import { renderWithProviders } from '../../../test/render';
import { LandingPreview, LandingPreviewDialog } from './LandingPreview';

describe('LandingPreview', () => {
  it('renders the text of every field of the landing page JSON', () => {
    renderWithProviders(<LandingPreview data={LANDING_PAGE} />);
    const page = screen.getByTestId('landing-preview');
    for (const field of LANDING_PAGE_FIELDS) {
      expect(page.textContent, field).toContain(LANDING_PAGE[field]);
    }
  });

  it('shows the nav with the company name and the four section links', () => {
    renderWithProviders(<LandingPreview data={LANDING_PAGE} />);
    const nav = screen.getByRole('navigation', { name: 'Sections of the landing page' });
    expect(within(nav).getByText('SoilSense')).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Home', 'About', 'Services', 'Contact']);
  });

  it('scrolls to a section from the nav', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      renderWithProviders(<LandingPreview data={LANDING_PAGE} />);
      fireEvent.click(screen.getByRole('button', { name: 'Services' }));
      expect(scroll).toHaveBeenCalledTimes(1);
      const target = scroll.mock.contexts[0] as HTMLElement;
      expect(target.textContent).toContain('Our services');
      fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
      expect((scroll.mock.contexts[1] as HTMLElement).textContent).toContain('Be the first to try SoilSense');
    } finally {
      // jsdom has no scrollIntoView of its own.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('has an e-mail form that sends nothing and says where sign-ups are collected', () => {
    const { container } = renderWithProviders(<LandingPreview data={LANDING_PAGE} />);
    const input = screen.getByLabelText('Your e-mail address');
    expect(input.getAttribute('type')).toBe('email');
    fireEvent.change(input, { target: { value: 'farmer@example.com' } });
    const form = container.querySelector('form');
    expect(form).not.toBeNull();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(screen.getByText('This is a preview: sign-ups are collected on the published page.')).toBeTruthy();
  });

  it('names the nav links in German', () => {
    renderWithProviders(<LandingPreview data={LANDING_PAGE} />, { store: storeIn('de') });
    const nav = screen.getByRole('navigation', { name: 'Abschnitte der Landingpage' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Start', 'Über uns', 'Leistungen', 'Kontakt']);
  });
});

describe('LandingPreviewDialog', () => {
  it('shows the preview in a dialog with a title and closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(<LandingPreviewDialog opened onClose={onClose} data={LANDING_PAGE} />);
    const dialog = await screen.findByRole('dialog', { name: 'Landing page preview' });
    expect(within(dialog).getByTestId('landing-preview').textContent).toContain(LANDING_PAGE.heroHeadline);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
