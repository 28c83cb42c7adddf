import { act, fireEvent, render, screen, userEvent } from '@panel/shared-core/testing';
import {
  Link,
  MemoryRouter,
  lazyScreen,
  preloadWhenIdle,
  useLocation,
  type RouteObject,
} from '@panel/shared-core/router';
import { useLinkPreload } from './use-link-preload';

/** A client area whose record and form screens are lazy, with calls of their own (`prefetch`) to start ahead. */
function clientArea() {
  const moduleCalls = jest.fn();
  const code = jest.fn(async () => ({ default: () => <p>Record screen</p>, prefetch: moduleCalls }));
  const formCode = jest.fn(async () => ({ default: () => <p>Form screen</p> }));
  const calls = jest.fn();
  const Record = lazyScreen(code, { prefetch: calls });
  const Form = lazyScreen(formCode);
  const routes: RouteObject[] = [
    { path: 'applications', element: <p>Applications</p> },
    { path: 'applications/new', element: <Form /> },
    { path: 'applications/:id', element: <Record /> },
  ];
  return { routes, Record, code, formCode, calls, moduleCalls };
}

interface Shown {
  to: string;
  /** Marked as the link a user most likely follows next (a listing's record link). */
  idle?: boolean;
}

function Content({ routes, links }: { routes: RouteObject[]; links: Shown[] }) {
  const { pathname } = useLocation();
  const content = useLinkPreload(routes, '/client', pathname);
  return (
    <div ref={content}>
      {links.map(({ to, idle }) => (
        <Link key={to} to={to} {...(idle ? preloadWhenIdle : {})}>
          {to}
        </Link>
      ))}
    </div>
  );
}

/** The panel as it is served: under the router's basename, /admin. */
function renderContent(routes: RouteObject[], links: Shown[]) {
  const ui = (shown: Shown[]) => (
    <MemoryRouter basename="/admin" initialEntries={['/admin/client/applications']}>
      <Content routes={routes} links={shown} />
    </MemoryRouter>
  );
  const result = render(ui(links));
  return { ...result, showLinks: (shown: Shown[]) => result.rerender(ui(shown)) };
}

/** Time moves only when a test moves it: what did not happen after a wait is then an answer, not a guess. */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('useLinkPreload', () => {
  it("asks for a record screen's code and calls once the pointer rests on its link, once per path", async () => {
    const { routes, code, calls, moduleCalls } = clientArea();
    renderContent(routes, [{ to: '/client/applications/8' }]);
    const user = setupUser();
    const link = screen.getByRole('link', { name: '/client/applications/8' });
    expect(link).toHaveAttribute('href', '/admin/client/applications/8');

    await user.hover(link);
    await wait(59);
    expect(calls).not.toHaveBeenCalled();
    await wait(1);
    expect(calls).toHaveBeenCalledWith({ id: '8' });
    expect(code).toHaveBeenCalledTimes(1);
    expect(moduleCalls).toHaveBeenCalledWith({ id: '8' });

    await user.unhover(link);
    await user.hover(link);
    await wait(100);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('starts them at once when the link is focused or pressed', () => {
    const { routes, calls } = clientArea();
    renderContent(routes, [{ to: '/client/applications/8' }, { to: '/client/applications/9' }]);

    act(() => screen.getByRole('link', { name: '/client/applications/8' }).focus());
    expect(calls).toHaveBeenLastCalledWith({ id: '8' });
    fireEvent.pointerDown(screen.getByRole('link', { name: '/client/applications/9' }));
    expect(calls).toHaveBeenLastCalledWith({ id: '9' });
  });

  it('asks for nothing when the pointer only crosses a link, or for a link out of the area', async () => {
    const { routes, calls } = clientArea();
    renderContent(routes, [{ to: '/client/applications/8' }, { to: '/manage/companies/8' }]);
    const user = setupUser();

    await user.hover(screen.getByRole('link', { name: '/client/applications/8' }));
    await wait(30);
    await user.unhover(screen.getByRole('link', { name: '/client/applications/8' }));
    await wait(100);
    await user.hover(screen.getByRole('link', { name: '/manage/companies/8' }));
    await wait(100);
    act(() => screen.getByRole('link', { name: '/manage/companies/8' }).focus());
    expect(calls).not.toHaveBeenCalled();
  });

  it("loads, once idle, only the code of the marked links' screens, one load per route and no calls", async () => {
    const { routes, Record, code, formCode, calls, moduleCalls } = clientArea();
    const preload = jest.spyOn(Record, 'preload');
    // A listing's rows come after its screen.
    const { showLinks } = renderContent(routes, [{ to: '/client/applications/new' }]);
    await wait(1000);
    expect(code).not.toHaveBeenCalled();

    showLinks([
      { to: '/client/applications/new' },
      { to: '/client/applications/8', idle: true },
      { to: '/client/applications/9', idle: true },
      { to: '/manage/companies/8', idle: true },
    ]);
    await wait(1000);
    expect(code).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith();
    expect(formCode).not.toHaveBeenCalled();
    expect(calls).not.toHaveBeenCalled();
    expect(moduleCalls).not.toHaveBeenCalled();
  });
});
