import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyScreen } from './lazy-screen';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return (
        <button type="button" onClick={() => this.setState({ error: null })}>
          retry
        </button>
      );
    }
    return this.props.children;
  }
}

function Screen({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the loaded screen with its props', async () => {
    const Lazy = lazyScreen(() => Promise.resolve({ default: Screen }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="world" />
      </Suspense>,
    );
    expect(await screen.findByText('hello world')).toBeInTheDocument();
  });

  it('asks again after a failed download instead of remembering the failure', async () => {
    let online = false;
    const factory = jest.fn(() =>
      online
        ? Promise.resolve({ default: Screen })
        : Promise.reject(new Error('ChunkLoadError: chunk 12 failed')),
    );
    const Lazy = lazyScreen(factory);
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="again" />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'retry' });
    const failedCalls = factory.mock.calls.length;
    online = true;
    await act(async () => retry.click());
    expect(await screen.findByText('hello again')).toBeInTheDocument();
    expect(factory.mock.calls.length).toBeGreaterThan(failedCalls);
  });
});
