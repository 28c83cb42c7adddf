import { render, screen } from '@panel/shared-core/testing';
import { createTestI18n } from '@panel/shared-core/testing';
import { i18n } from '@panel/shared-core';
import { UiProvider } from '@panel/shared-core/ui';
import { shellLocales } from '../../testing/render-shell';
import { AppErrorBoundary } from './app-error-boundary';

function Boom(): never {
  throw new Error('Render exploded');
}

function renderBroken() {
  return render(
    <UiProvider>
      <AppErrorBoundary resetKey="/">
        <Boom />
      </AppErrorBoundary>
    </UiProvider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('FallbackError', () => {
  it('shows the fixed heading, a translated explanation and a reload button', () => {
    createTestI18n({ language: 'ru', resources: shellLocales() });
    renderBroken();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Непредвиденная ошибка остановила работу панели/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перезагрузить страницу' })).toBeInTheDocument();
    // The details help whoever reports the problem (not in production builds).
    expect(screen.getByText('Error: Render exploded')).toBeInTheDocument();
  });

  it('falls back to English when i18n is broken', () => {
    createTestI18n({ language: 'ru', resources: shellLocales() });
    jest.spyOn(i18n, 't').mockImplementation(() => {
      throw new Error('i18n is down');
    });
    renderBroken();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/An unexpected error stopped the panel/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('falls back to English when the shell texts are missing', () => {
    createTestI18n({ language: 'ru' });
    jest.spyOn(i18n, 't').mockImplementation(((key: string) => key) as unknown as typeof i18n.t);
    renderBroken();
    expect(screen.getByText(/An unexpected error stopped the panel/)).toBeInTheDocument();
  });
});
