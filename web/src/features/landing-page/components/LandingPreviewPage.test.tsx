import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fakeApi';
import { LANDING_PAGE } from '../../../test/landingFixtures';
import { renderApp } from '../../../test/render';
import { sessionApi } from '../../../test/trackFixtures';

describe('internal landing page at /landingpage', () => {
  it('shows the alert without a pid', async () => {
    const api = sessionApi();
    renderApp('/landingpage', { api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('View not possible');
    expect(alert.textContent).toContain('URL not correct!');
    expect(api.callsTo('GET /userlp_easy2/internlp/{projectId}')).toHaveLength(0);
  });

  it("renders the round's landing page data", async () => {
    const api = sessionApi({ 'GET /userlp_easy2/internlp/{projectId}': () => ok(LANDING_PAGE) });
    const { currentPath } = renderApp('/landingpage?pid=r-7', { api });
    const page = await screen.findByTestId('landing-preview');
    expect(page.textContent).toContain(LANDING_PAGE.heroHeadline);
    expect(page.textContent).toContain(LANDING_PAGE.finalCTAHeadline);
    expect(within(page).getByRole('navigation').textContent).toContain(LANDING_PAGE.companyName);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Landing page preview');
    expect(api.callsTo('GET /userlp_easy2/internlp/{projectId}').map((c) => c.params.projectId)).toEqual(['r-7']);
    expect(currentPath()).toBe('/landingpage?pid=r-7');
    expect(api.unhandled).toEqual([]);
  });

  it('says so when the round has no landing page yet, with a link back', async () => {
    const api = sessionApi({
      'GET /userlp_easy2/internlp/{projectId}': () => fail(404, 'notFound', 'Not found', 'No landing page.'),
    });
    renderApp('/landingpage?pid=r-7', { api });
    expect(await screen.findByText('This round has no landing page yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your ideas' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByTestId('landing-preview')).toBeNull();
  });

  it('needs a login', async () => {
    const { currentPath } = renderApp('/landingpage?pid=r-7');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});
