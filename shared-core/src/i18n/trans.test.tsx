import { render, screen } from '@testing-library/react';

const resources = { en: { core: { send: 'Send it <code>/newbot</code> now' } } };

/**
 * The instance and `Trans`. With `failing`, in a registry of their own where the module that holds react-i18next's
 * Trans cannot be loaded; without, in the file's registry, where the lazy import finds the instance's react-i18next.
 */
async function load(failing = false) {
  let mod: typeof import('./trans') & typeof import('./i18n');
  const read = () => ({ ...jest.requireActual('./i18n'), ...jest.requireActual('./trans') });
  if (failing) {
    jest.isolateModules(() => {
      jest.doMock('./trans-component', () => {
        throw new Error('Loading chunk 123 failed');
      });
      mod = read();
    });
  } else mod = read();
  await mod!.initI18n({ lng: 'en', resources });
  return mod!;
}

afterEach(() => jest.dontMock('./trans-component'));

it('shows the sentence as plain text at once, then with its elements once the code is there', async () => {
  const { Trans } = await load();
  const { container } = render(
    <p>
      <Trans i18nKey="send" components={{ code: <code /> }} />
    </p>,
  );
  // The first frame: the text, without its tags and without suspending anything around it.
  expect(container).toHaveTextContent('Send it /newbot now');
  expect(container.querySelector('code')).toBeNull();
  expect((await screen.findByText('/newbot')).tagName).toBe('CODE');
  expect(container).toHaveTextContent('Send it /newbot now');
});

it('stays readable when its code cannot be fetched', async () => {
  const { Trans } = await load(true);
  const { container } = render(
    <p>
      <Trans i18nKey="send" components={{ code: <code /> }} />
    </p>,
  );
  // Past the failed import: the plain sentence is what stays.
  await screen.findByText('Send it /newbot now');
  expect(container.querySelector('code')).toBeNull();
});
