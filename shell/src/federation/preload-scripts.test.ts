jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
);
import { preloadScripts } from './remote-builds';

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.href,
    crossOrigin: link.getAttribute('crossorigin'),
  }));

it('asks the browser for each script once, as the classic script the runtime loads later', () => {
  preloadScripts(['https://cdn.test/c/remoteEntry.js', 'https://cdn.test/c/routes.3.js']);
  preloadScripts(['https://cdn.test/c/remoteEntry.js']);
  // No crossorigin attribute: the runtime's script tags have none, and a preload only serves a request like it.
  expect(hints()).toEqual([
    { as: 'script', href: 'https://cdn.test/c/remoteEntry.js', crossOrigin: null },
    { as: 'script', href: 'https://cdn.test/c/routes.3.js', crossOrigin: null },
  ]);
});
