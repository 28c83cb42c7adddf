/**
 * The federation runtime as the shell's unit tests see it: nothing is fetched, every call is a mock to assert on.
 *
 * @example
 * jest.mock('@module-federation/enhanced/runtime', () =>
 *   jest.requireActual('../testing/federation-runtime-mock').federationRuntimeMock(),
 * );
 */
export function federationRuntimeMock() {
  return {
    loadRemote: jest.fn(),
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
    getInstance: jest.fn(() => null),
  };
}
