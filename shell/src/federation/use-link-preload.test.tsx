import { act, fireEvent, render, screen, userEvent, waitFor } from '@panel/shared-core/testing';
import { Link, MemoryRouter, lazyScreen, useLocation, type RouteObject } from '@panel/shared-core/router';
import { useLinkPreload } from './use-link-preload';

/** A client area whose record screen is lazy, with calls of its own (`prefetch`) to start ahead. */
function clientArea() {
  const moduleCalls = jest.fn();
  const code = jest.fn(async () => ({ default: () => <p>Record screen</p>, prefetch: moduleCalls }));
  const calls = jest.fn();
  const Record = lazyScreen(code, { prefetch: calls });
  const routes: RouteObject[] = [
    { path: 'applications', element: <p>Applications</p> },
    { path: 'applications/:id', element: <Record /> },
  ];
  return { routes, Record, code, calls, moduleCalls };
}

function Content({ routes, links }: { routes: RouteObject[]; links: string[] }) {
  const { pathname } = useLocation();
  const content = useLinkPreload(routes, '/client', pathname);
  return (
    <div ref={content}>
      {links.map((to) => (
        <Link key={to} to={to}>
          {to}
        </Link>
      ))}
    </div>
  );
}

/** The panel as it is served: under the router's basename, /admin. */
function renderContent(routes: RouteObject[], links: string[]) {
  const ui = (shown: string[]) => (
    <MemoryRouter basename="/admin" initialEntries={['/admin/client/applications']}>
      <Content routes={routes} links={shown} />
    </MemoryRouter>
  );
  const result = render(ui(links));
  return { ...result, showLinks: (shown: string[]) => result.rerender(ui(shown)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useLinkPreload', () => {
  it("asks for a record screen's code and calls once the pointer rests on its link, once per path", async () => {
    const { routes, code, calls, moduleCalls } = clientArea();
    renderContent(routes, ['/client/applications/8']);
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: '/client/applications/8' });
    expect(link).toHaveAttribute('href', '/admin/client/applications/8');

    await user.hover(link);
    await waitFor(() => expect(moduleCalls).toHaveBeenCalledWith({ id: '8' }));
    expect(calls).toHaveBeenCalledWith({ id: '8' });
    expect(code).toHaveBeenCalledTimes(1);

    await user.unhover(link);
    await user.hover(link);
    await sleep(100);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('starts them at once when the link is focused or pressed', () => {
    const { routes, calls } = clientArea();
    renderContent(routes, ['/client/applications/8', '/client/applications/9']);

    act(() => screen.getByRole('link', { name: '/client/applications/8' }).focus());
    expect(calls).toHaveBeenLastCalledWith({ id: '8' });
    fireEvent.pointerDown(screen.getByRole('link', { name: '/client/applications/9' }));
    expect(calls).toHaveBeenLastCalledWith({ id: '9' });
  });

  it('asks for nothing when the pointer only crosses a link, or for a link out of the area', async () => {
    const { routes, calls } = clientArea();
    renderContent(routes, ['/client/applications/8', '/manage/companies/8']);
    const user = userEvent.setup();

    const link = screen.getByRole('link', { name: '/client/applications/8' });
    await user.hover(link);
    await user.unhover(link);
    await sleep(100);
    await user.hover(screen.getByRole('link', { name: '/manage/companies/8' }));
    await sleep(100);
    act(() => screen.getByRole('link', { name: '/manage/companies/8' }).focus());
    expect(calls).not.toHaveBeenCalled();
  });

  it('loads the code of the screens the content links to once idle, one load per route and no calls', async () => {
    const { routes, Record, code, calls, moduleCalls } = clientArea();
    const preload = jest.spyOn(Record, 'preload');
    // A listing's rows come after its screen.
    const { showLinks } = renderContent(routes, []);
    await sleep(400);
    expect(code).not.toHaveBeenCalled();

    showLinks(['/client/applications/8', '/client/applications/9', '/manage/companies/8']);
    await waitFor(() => expect(code).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith();
    await sleep(0);
    expect(calls).not.toHaveBeenCalled();
    expect(moduleCalls).not.toHaveBeenCalled();
  });
});
