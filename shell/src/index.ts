import { applyDevOverrides, fetchRuntimeConfig } from './config/runtime-config';
import { hostRedirectTarget } from './config/host-redirect';
import { renderConfigError } from './config/config-error-screen';

// The async boundary: shared modules are negotiated by the federation runtime before any of them
// is used, and nothing heavy loads before the configuration says where everything lives.
async function start(): Promise<void> {
  try {
    let config = await fetchRuntimeConfig();
    const target = hostRedirectTarget(window.location, config.mainHost);
    if (target) {
      window.location.replace(target);
      return;
    }
    if (process.env.NODE_ENV !== 'production') {
      config = applyDevOverrides(config, window.location.search, window.sessionStorage);
    }
    const { bootstrap } = await import('./bootstrap');
    await bootstrap(config);
  } catch (error) {
    console.error(error);
    renderConfigError(error);
  }
}

void start();
