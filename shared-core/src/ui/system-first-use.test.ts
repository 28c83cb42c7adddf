import { createSystem } from '@chakra-ui/react';

jest.mock('@chakra-ui/react', () => {
  const actual = jest.requireActual<typeof import('@chakra-ui/react')>('@chakra-ui/react');
  return { ...actual, createSystem: jest.fn(actual.createSystem) };
});

const built = createSystem as jest.MockedFunction<typeof createSystem>;

it('builds the system on its first use, once, not when the module is evaluated', async () => {
  // About 50 ms of script: evaluated with the first page's modules it made their one task a long task (system.ts).
  const { getSystem } = await import('./system');
  expect(built).not.toHaveBeenCalled();
  const system = getSystem();
  expect(built).toHaveBeenCalledTimes(1);
  expect(getSystem()).toBe(system);
  expect(built).toHaveBeenCalledTimes(1);
  expect(system.getRecipe('button')).toBeDefined();
});
