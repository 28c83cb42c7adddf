// Query keys start with the area name (docs/architecture.md), so that one area can be invalidated as a whole.

export const authKeys = {
  all: ['auth'] as const,
  user: () => ['auth', 'user'] as const,
  invite: (key: string) => ['auth', 'invite', key] as const,
};
