import { Route, Routes, useRoutes } from '@panel/shared-core/router';
import { mockSession, renderWithProviders, screen, waitFor } from '@panel/shared-core/testing';
import { routes } from '../../routes';

/** As the shell mounts the areas: one router, each area's routes under its own splat route. */
function Shell() {
  return useRoutes(routes);
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/manage/*" element={<Shell />} />
      <Route path="/users/*" element={<p>users area</p>} />
    </Routes>,
    { route, session: mockSession({ access: { isAdmin: true, permissions: ['manage.users'] } }) },
  );
}

describe("the manage area's user paths", () => {
  it("lead a user's own path to their record in the users area", async () => {
    const { location } = renderAt('/manage/users/5');
    await waitFor(() => expect(location().pathname).toBe('/users/5'));
    expect(screen.getByText('users area')).toBeInTheDocument();
  });

  it('lead the list of users to the users area', async () => {
    const { location } = renderAt('/manage/users');
    await waitFor(() => expect(location().pathname).toBe('/users'));
  });
});
