import { resolve } from 'node:path';
import { FormProvider, useForm, useWatch, type FormOption } from '@panel/shared-core/record';
import {
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@panel/shared-core/testing';
import { PermissionPicker } from './permission-picker';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const OPTIONS: FormOption[] = [
  {
    value: 'application.view',
    label: 'View applications',
    group: 'application',
    group_label: 'Applications',
  },
  {
    value: 'application.create',
    label: 'Create and clone applications',
    group: 'application',
    group_label: 'Applications',
  },
  {
    value: 'application.delete',
    label: 'Delete applications',
    group: 'application',
    group_label: 'Applications',
  },
  { value: 'pixel.manage', label: 'Pixels', group: 'pixel', group_label: 'Pixels' },
  {
    value: 'manage.applications',
    label: 'All applications and comments',
    group: 'manage',
    group_label: 'Administration',
  },
  { value: 'manage.roles', label: 'Roles and permissions', group: 'manage', group_label: 'Administration' },
];

/** What the form holds, shown so that the test reads the value as the form sees it. */
function Value() {
  const value = useWatch({ name: 'permissions' }) as string[];
  return <output data-testid="value">{value.join(',')}</output>;
}

function Harness({ initial = [] as string[], disabled = false }) {
  const form = useForm<{ permissions: string[] }>({ defaultValues: { permissions: initial } });
  return (
    <FormProvider {...form}>
      <PermissionPicker
        name="permissions"
        label="Permissions"
        options={OPTIONS}
        disabled={disabled}
        required
      />
      <Value />
    </FormProvider>
  );
}

function renderPicker(initial: string[] = []) {
  return renderWithProviders(<Harness initial={initial} />, {
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.roles'] } }),
    language: 'en',
    resources,
  });
}

const group = (name: string) => screen.getByRole('region', { name });
const value = () => screen.getByTestId('value').textContent;

describe('the permission picker', () => {
  it('groups the permissions under a heading each and counts the chosen ones', async () => {
    const { user } = renderPicker(['pixel.manage']);
    expect(await screen.findByRole('heading', { name: 'Applications', level: 3 })).toBeInTheDocument();
    // The whole picker is a group named by its legend.
    expect(screen.getByRole('group', { name: 'Permissions' })).toBeInTheDocument();
    // Three permissions and the group's own box.
    expect(within(group('Applications')).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByTestId('permissions-count')).toHaveTextContent('1 of 6 chosen');

    await user.click(screen.getByRole('checkbox', { name: /View applications/ }));
    expect(screen.getByTestId('permissions-count')).toHaveTextContent('2 of 6 chosen');
    expect(within(group('Applications')).getByTestId('group-count')).toHaveTextContent('1/3');
    // The group's box shows "some".
    expect(screen.getByRole('checkbox', { name: 'Select all in Applications' })).toBePartiallyChecked();
    expect(value()).toBe('application.view,pixel.manage');
  });

  it('finds permissions by name or description, hiding the groups with none', async () => {
    const { user } = renderPicker();
    const search = await screen.findByRole('searchbox', { name: 'Find a permission' });

    await user.type(search, 'delete');
    expect(screen.getByRole('checkbox', { name: /Delete applications/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /View applications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pixels' })).not.toBeInTheDocument();

    // By the permission's name too, in any case.
    await user.clear(search);
    await user.type(search, 'MANAGE.R');
    expect(screen.getByRole('checkbox', { name: /Roles and permissions/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Administration',
    ]);

    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByText('No permission matches «nothing like it».')).toBeInTheDocument();
  });

  it("selects all of one group's permissions the search shows, and only those", async () => {
    const { user } = renderPicker(['manage.roles']);
    const search = await screen.findByRole('searchbox', { name: 'Find a permission' });
    await user.type(search, 'and');

    // "and" shows one permission of the application group and both of the manage group.
    await user.click(screen.getByRole('checkbox', { name: 'Select all found in Applications' }));
    expect(value()).toBe('application.create,manage.roles');
    expect(screen.getByTestId('permissions-count')).toHaveTextContent('2 of 6 chosen');
    expect(screen.getByRole('checkbox', { name: 'Select all found in Applications' })).toBeChecked();
    // The other group is untouched, though one of its permissions is on screen and unchosen.
    expect(screen.getByRole('checkbox', { name: /All applications and comments/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all in Administration' })).toBePartiallyChecked();

    // Another search: "Clear" of the group takes away only what it shows.
    await user.clear(search);
    await user.type(search, 'e app');
    expect(within(group('Applications')).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Select all found in Applications' }));
    expect(value()).toBe('application.create,application.delete,manage.roles');
    await user.click(screen.getByRole('button', { name: 'Clear Applications' }));
    expect(value()).toBe('manage.roles');
    await user.click(screen.getByRole('checkbox', { name: /Create and clone/ }));

    // Without a search the box takes the whole group, and a second press clears it.
    await user.clear(search);
    const all = screen.getByRole('checkbox', { name: 'Select all in Applications' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(value()).toBe('application.view,application.create,application.delete,manage.roles');
    expect(all).toBeChecked();
    await user.click(all);
    await waitFor(() => expect(value()).toBe('manage.roles'));
  });

  it('works from the keyboard', async () => {
    const { user } = renderPicker();
    const search = await screen.findByRole('searchbox', { name: 'Find a permission' });
    await user.click(search);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select all in Applications' })).toHaveFocus();
    await user.keyboard(' ');
    expect(value()).toBe('application.view,application.create,application.delete');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear Applications' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /View applications/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(value()).toBe('application.create,application.delete');
  });
});
