import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { FormField, PasswordInput } from '@panel/shared-core/ui';

describe('PasswordInput', () => {
  it('toggles visibility with a translated button', async () => {
    const { user } = renderWithProviders(
      <FormField label="Пароль">
        <PasswordInput defaultValue="secret" />
      </FormField>,
    );
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret');

    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('speaks English when the panel does', async () => {
    const { user } = renderWithProviders(<PasswordInput aria-label="Password" />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    const { user } = renderWithProviders(<PasswordInput aria-label="Password" />);
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
