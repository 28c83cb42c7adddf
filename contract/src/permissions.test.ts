import { unseenPermissions } from './permissions';

describe('unseenPermissions', () => {
  it('names each action held without the view of its group', () => {
    expect(unseenPermissions(['application.update', 'application.delete', 'statistics.view'])).toEqual([
      { permission: 'application.update', needs: 'application.view' },
      { permission: 'application.delete', needs: 'application.view' },
    ]);
  });

  it('finds nothing when the view is held, or the group has no view', () => {
    expect(unseenPermissions(['application.view', 'application.update'])).toEqual([]);
    expect(unseenPermissions(['pixel.manage', 'manage.roles', 'unknown.edit'])).toEqual([]);
  });
});
