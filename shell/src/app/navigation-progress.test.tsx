import { resolve } from 'node:path';
import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, ProgressRouter, Route, Routes } from '@panel/shared-core/router';
import { UiProvider } from '@panel/shared-core/ui';
import { createTestI18n, loadLocales } from '@panel/shared-core/testing';
import { NavigationProgress } from './navigation-progress';

const resources = loadLocales(resolve(__dirname, '../locales'));

/** A screen whose code arrives when the test says so, as a remote's chunk does over a slow network. */
function slowScreen() {
  let arrive: () => void = () => {};
  const code = new Promise<{ default: () => React.JSX.Element }>((done) => {
    arrive = () => done({ default: () => <h1>Statistics</h1> });
  });
  return { Screen: lazy(() => code), arrive };
}

describe('the navigation progress bar', () => {
  beforeEach(() => {
    createTestI18n({ language: 'en', resources });
    window.history.replaceState(null, '', '/admin/home');
  });

  it('shows from the click until the new screen is up, over the old one', async () => {
    const { Screen, arrive } = slowScreen();
    render(
      <UiProvider>
        <ProgressRouter basename="/admin">
          <NavigationProgress />
          <Suspense fallback={<p>fallback</p>}>
            <Routes>
              <Route
                path="/home"
                element={
                  <>
                    <h1>Home</h1>
                    <Link to="/statistics">Statistics</Link>
                  </>
                }
              />
              <Route path="/statistics" element={<Screen />} />
            </Routes>
          </Suspense>
        </ProgressRouter>
      </UiProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Statistics' }));
    // The old screen stays (the navigation is a transition), and the bar says the click was taken.
    expect(await screen.findByRole('progressbar', { name: 'Opening the page…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/statistics');
  });
});
