import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyScreen, preloadScreens } from './lazy-screen';

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

  it('fetches once, and a preloaded screen renders without suspending', async () => {
    const factory = jest.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = lazyScreen(factory);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="early" />
      </Suspense>,
    );
    // Preloaded code renders in the first commit, with no fallback in between.
    expect(screen.getByText('hello early')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the render, which asks again', async () => {
    const factory = jest
      .fn<Promise<{ default: typeof Screen }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Screen });
    const Lazy = lazyScreen(factory);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="again" />
      </Suspense>,
    );
    expect(await screen.findByText('hello again')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
  });
});

describe('preloadScreens', () => {
  it('fetches the lazy screens of the routes a path renders, and no other', async () => {
    const list = jest.fn(() => Promise.resolve({ default: Screen }));
    const record = jest.fn(() => Promise.resolve({ default: Screen }));
    const other = jest.fn(() => Promise.resolve({ default: Screen }));
    const List = lazyScreen(list);
    const Record = lazyScreen(record);
    const Other = lazyScreen(other);
    const routes = [
      {
        path: 'applications',
        children: [
          { index: true, element: <List name="list" /> },
          { path: ':id', element: <Record name="record" /> },
        ],
      },
      { path: 'balance', element: <Other name="other" /> },
      { path: 'plain', element: <Screen name="plain" /> },
    ];
    await preloadScreens(routes, '/applications/42');
    expect(record).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();

    await preloadScreens(routes, '/applications');
    expect(list).toHaveBeenCalledTimes(1);
    // A plain element, or a path no route has, is nothing to fetch.
    await expect(preloadScreens(routes, '/plain')).resolves.toBeUndefined();
    await expect(preloadScreens(routes, '/missing')).resolves.toBeUndefined();
    expect(other).not.toHaveBeenCalled();
  });

  it("runs the screens' prefetch with the path's params, and resolves once it has", async () => {
    let texts!: () => void;
    const prefetch = jest.fn(() => new Promise<void>((resolve) => (texts = resolve)));
    const Record = lazyScreen(() => Promise.resolve({ default: Screen, prefetch }));
    const routes = [{ path: 'applications/:id/edit', element: <Record name="form" /> }];
    let done = false;
    const preload = preloadScreens(routes, '/applications/42/edit').then(() => (done = true));
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith({ id: '42' }));
    await Promise.resolve();
    expect(done).toBe(false);
    texts();
    await preload;
    expect(done).toBe(true);
  });

  it("starts the route's prefetch beside the screen's code, not after it, and waits for both", async () => {
    let code!: (module: { default: typeof Screen }) => void;
    let texts!: () => void;
    const prefetch = jest.fn(() => new Promise<void>((resolve) => (texts = resolve)));
    const Form = lazyScreen(() => new Promise<{ default: typeof Screen }>((resolve) => (code = resolve)), {
      prefetch,
    });
    const routes = [{ path: 'applications/:id/edit', element: <Form name="form" /> }];
    let done = false;
    const preload = preloadScreens(routes, '/applications/42/edit').then(() => (done = true));
    // The code has not arrived: the record's call is under way already.
    expect(prefetch).toHaveBeenCalledWith({ id: '42' });
    code({ default: Screen });
    await Promise.resolve();
    expect(done).toBe(false);
    texts();
    await preload;
    expect(done).toBe(true);
  });

  it('prefetches nothing when a screen is preloaded without a path', async () => {
    const prefetch = jest.fn();
    const Record = lazyScreen(() => Promise.resolve({ default: Screen, prefetch }));
    await Record.preload();
    expect(prefetch).not.toHaveBeenCalled();
    const routePrefetch = jest.fn();
    await lazyScreen(() => Promise.resolve({ default: Screen }), { prefetch: routePrefetch }).preload();
    expect(routePrefetch).not.toHaveBeenCalled();
  });
});
