import { act, fireEvent, render, screen, userEvent } from '@panel/shared-core/testing';
import { Link, MemoryRouter, lazyScreen, type RouteObject } from '@panel/shared-core/router';
import { useLinkPreload } from './use-link-preload';

/**
 * A client area: a light record screen that asks to be preloaded when idle, with its first tab, and a form screen that
 * does not; each lazy, with calls of its own (`prefetch`) that must never start before the user opens it.
 */
function clientArea() {
  const calls = jest.fn();
  const recordCode = jest.fn(async () => ({ default: () => <p>Record screen</p>, prefetch: calls }));
  const tabCode = jest.fn(async () => ({ default: () => <p>Overview</p> }));
  const formCode = jest.fn(async () => ({ default: () => <p>Form screen</p>, prefetch: calls }));
  // Another tab of the record, with a form of its own (the application's comments).
  const commentsCode = jest.fn(async () => ({ default: () => <p>Comments</p> }));
  const Record = lazyScreen(recordCode, { prefetch: calls });
  const Tab = lazyScreen(tabCode);
  const Form = lazyScreen(formCode, { prefetch: calls });
  const Comments = lazyScreen(commentsCode);
  const routes: RouteObject[] = [
    { path: 'applications', element: <p>Applications</p> },
    { path: 'applications/new', element: <Form /> },
    {
      path: 'applications/:id',
      element: <Record />,
      handle: { titleKey: 'applications.record', preloadWhenIdle: true },
      children: [
        { index: true, element: <Tab /> },
        { path: 'comments', element: <Comments /> },
      ],
    },
  ];
  return { routes, recordCode, tabCode, formCode, commentsCode, calls };
}

function Content({ routes, links }: { routes: RouteObject[]; links: string[] }) {
  const content = useLinkPreload(routes, '/client');
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

/** Time moves only when a test moves it: what did not happen after a wait is then an answer, not a guess. */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
const link = (name: string) => screen.getByRole('link', { name });

describe('useLinkPreload', () => {
  it("asks for a screen's code once the pointer rests on its link, once per screen, and never for its calls", async () => {
    const { routes, formCode, calls } = clientArea();
    renderContent(routes, ['/client/applications/new']);
    const user = setupUser();
    expect(link('/client/applications/new')).toHaveAttribute('href', '/admin/client/applications/new');

    await user.hover(link('/client/applications/new'));
    await wait(59);
    expect(formCode).not.toHaveBeenCalled();
    await wait(1);
    expect(formCode).toHaveBeenCalledTimes(1);

    await user.unhover(link('/client/applications/new'));
    await user.hover(link('/client/applications/new'));
    await wait(100);
    expect(formCode).toHaveBeenCalledTimes(1);
    expect(calls).not.toHaveBeenCalled();
  });

  it('asks at once when the link is focused or pressed with the main button, not for a press that opens a tab', async () => {
    const { routes, formCode, calls } = clientArea();
    renderContent(routes, ['/client/applications/new']);

    fireEvent.pointerDown(link('/client/applications/new'), { button: 1 });
    fireEvent.pointerDown(link('/client/applications/new'), { button: 0, ctrlKey: true });
    expect(formCode).not.toHaveBeenCalled();
    fireEvent.pointerDown(link('/client/applications/new'), { button: 0 });
    expect(formCode).toHaveBeenCalledTimes(1);

    const other = clientArea();
    renderContent(other.routes, ['/client/applications/new']);
    act(() => screen.getAllByRole('link', { name: '/client/applications/new' })[1]!.focus());
    expect(other.formCode).toHaveBeenCalledTimes(1);
    await wait(0);
    expect(calls).not.toHaveBeenCalled();
    expect(other.calls).not.toHaveBeenCalled();
  });

  it('asks for nothing when the pointer only crosses a link, or for a link out of the area', async () => {
    const { routes, formCode, recordCode } = clientArea();
    renderContent(routes, ['/client/applications/new', '/manage/applications/8']);
    const user = setupUser();

    await user.hover(link('/client/applications/new'));
    await wait(30);
    await user.unhover(link('/client/applications/new'));
    await wait(100);
    await user.hover(link('/manage/applications/8'));
    await wait(100);
    act(() => link('/manage/applications/8').focus());
    expect(formCode).not.toHaveBeenCalled();
    expect(recordCode).not.toHaveBeenCalled();
  });

  it('loads, once idle, the code of the screens whose route asks for it, with their first tab, and no calls', async () => {
    const { routes, recordCode, tabCode, formCode, calls } = clientArea();
    // A listing's rows come after its screen.
    const { showLinks } = renderContent(routes, ['/client/applications/new']);
    await wait(1000);
    expect(recordCode).not.toHaveBeenCalled();

    showLinks(['/client/applications/new', '/client/applications/8', '/client/applications/9']);
    await wait(1000);
    expect(recordCode).toHaveBeenCalledTimes(1);
    expect(tabCode).toHaveBeenCalledTimes(1);
    expect(formCode).not.toHaveBeenCalled();
    expect(calls).not.toHaveBeenCalled();
  });

  it("loads, once idle, only a record's screen for a link to another of its tabs, never that tab", async () => {
    const { routes, recordCode, tabCode, commentsCode } = clientArea();
    // A comments listing links each row to the application's comments tab.
    renderContent(routes, ['/client/applications/8/comments', '/client/applications/9/comments']);
    await wait(1000);
    expect(recordCode).toHaveBeenCalledTimes(1);
    expect(tabCode).not.toHaveBeenCalled();
    expect(commentsCode).not.toHaveBeenCalled();

    // A link the user points at loads its whole path.
    const user = setupUser();
    await user.hover(link('/client/applications/8/comments'));
    await wait(60);
    expect(commentsCode).toHaveBeenCalledTimes(1);
  });

  it('reads the first links into the area when idle, however many links lead elsewhere before them', async () => {
    const { routes, recordCode } = clientArea();
    const elsewhere = Array.from({ length: 25 }, (_, index) => `/manage/applications/${index}`);
    renderContent(routes, [...elsewhere, '/client/applications/8']);
    await wait(1000);
    expect(recordCode).toHaveBeenCalledTimes(1);
  });
});
