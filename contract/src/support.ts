/**
 * The platform's support: where a company asks the administrators for what its own area cannot do (turn a
 * deactivated application on again, change its tariff). One address, which every "write to the administrators" of
 * the panel opens, with a subject that names what is asked and the ids the administrators need.
 */
export const PLATFORM_SUPPORT_EMAIL = 'support@pwa-panel.test';

/**
 * A `mailto:` address to the support with its subject and first lines written (each encoded).
 *
 * @example
 * supportMailto('Restore application #42', 'Please restore it.');
 * // 'mailto:support@pwa-panel.test?subject=Restore%20application%20%2342&body=Please%20restore%20it.'
 */
export function supportMailto(subject: string, body: string): string {
  return `mailto:${PLATFORM_SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
