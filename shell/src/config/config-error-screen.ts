import { RuntimeConfigError } from './runtime-config';

/**
 * Shown when the runtime configuration cannot be used. Plain DOM on purpose: React, i18n and the UI kit
 * are not loaded yet, and a blank page would leave the user with nothing. Both languages, since the
 * translations live behind the configuration that failed.
 */
export function renderConfigError(
  error: unknown,
  root: HTMLElement | null = document.getElementById('root'),
): void {
  if (!root) return;
  const problems =
    error instanceof RuntimeConfigError ? error.problems : [String((error as Error)?.message ?? error)];
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.setAttribute('data-testid', 'config-error');
  box.style.cssText =
    'max-width:560px;margin:15vh auto;padding:24px;font:15px/1.5 system-ui,sans-serif;border:1px solid #e5e7eb;border-radius:12px';
  const h1 = document.createElement('h1');
  h1.style.cssText = 'font-size:20px;margin:0 0 8px';
  h1.textContent = 'Панель не настроена · The panel is misconfigured';
  const p = document.createElement('p');
  p.textContent =
    'Файл конфигурации /admin/runtime-config.json недоступен или содержит ошибки. Сообщите администратору. · ' +
    'The configuration file /admin/runtime-config.json is unavailable or invalid. Please tell your administrator.';
  const list = document.createElement('ul');
  for (const problem of problems) {
    const li = document.createElement('li');
    li.textContent = problem;
    list.append(li);
  }
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Повторить · Retry';
  retry.style.cssText =
    'padding:8px 16px;border-radius:6px;border:1px solid #4f46e5;background:#4f46e5;color:#fff;cursor:pointer';
  retry.addEventListener('click', () => window.location.reload());
  box.append(h1, p, list, retry);
  root.replaceChildren(box);
}
