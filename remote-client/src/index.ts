// Standalone entry for the remote's own team (pnpm --filter <remote> dev). The async boundary lets the
// federation runtime negotiate shared modules first; inside the shell only ./routes is used.
void import('./bootstrap');
