import type { RuntimeConfig } from './runtime-config';

let current: RuntimeConfig | null = null;

/** The configuration the shell started with; fixed for the life of the page. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet');
  return current;
}
