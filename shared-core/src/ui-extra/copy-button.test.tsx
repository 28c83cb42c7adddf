import { renderWithProviders, screen, waitFor } from '@panel/shared-core/testing';
import { CopyButton } from '@panel/shared-core/ui-extra';

describe('CopyButton', () => {
  it('copies its value and says so, on the button and to screen readers', async () => {
    const { user } = renderWithProviders(<CopyButton value="panel-verify=abc123" label="Copy the record" />, {
      language: 'en',
    });
    const button = screen.getByRole('button', { name: 'Copy the record' });
    expect(button).toHaveTextContent('Copy');
    await user.click(button);
    await waitFor(async () =>
      expect(await window.navigator.clipboard.readText()).toBe('panel-verify=abc123'),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Copied to the clipboard');
    expect(button).toHaveTextContent('Copied');
  });

  it.each([
    ['ru', 'Скопировать ссылку-приглашение'],
    ['en', 'Copy the invite link'],
    ['ar', 'نسخ رابط الدعوة'],
  ] as const)(
    'in %s, its label starts with the word it shows (a voice-control user says what they see)',
    (language, label) => {
      renderWithProviders(<CopyButton value="x" label={label} />, { language });
      const button = screen.getByRole('button', { name: label });
      expect(label.startsWith(button.textContent ?? '-')).toBe(true);
    },
  );

  it('is an icon named by its label in a table row', () => {
    renderWithProviders(<CopyButton value="x" label="Copy the link" iconOnly />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Copy the link' });
    expect(button).toHaveTextContent('');
  });
});
