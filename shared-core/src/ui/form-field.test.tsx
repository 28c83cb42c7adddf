import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { FormField, Input, PasswordInput, errorMessageOf } from '@panel/shared-core/ui';

describe('FormField', () => {
  it('shows a server error and marks the input invalid', () => {
    renderWithProviders(
      <FormField label="Email" helperText="Your work address" error="The email has already been taken.">
        <Input name="email" defaultValue="taken@example.com" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('The email has already been taken.');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(error.id);
    expect(describedBy).toContain(screen.getByText('Your work address').id);
    // What the user typed is kept.
    expect(input).toHaveValue('taken@example.com');
  });

  it('takes a react-hook-form FieldError', () => {
    renderWithProviders(
      <FormField label="Name" error={{ type: 'required', message: 'Required' }}>
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('is valid without an error', () => {
    renderWithProviders(
      <FormField label="Name" error={undefined}>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires a PasswordInput too', () => {
    renderWithProviders(
      <FormField label="Password" error="Too short">
        <PasswordInput />
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Too short').id);
  });
});

describe('errorMessageOf', () => {
  it('reads every shape', () => {
    expect(errorMessageOf('x')).toBe('x');
    expect(errorMessageOf({ message: 'y' })).toBe('y');
    expect(errorMessageOf({ message: '' })).toBeUndefined();
    expect(errorMessageOf(null)).toBeUndefined();
    expect(errorMessageOf(false)).toBeUndefined();
  });
});
