import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, applyServerErrors, zodResolver } from '@panel/shared-core';

const schema = z.object({
  email: z.email('Enter an email'),
  name: z.string().trim().min(2, 'Too short'),
  filters: z.object({ created_at: z.string().min(1, 'Pick a date') }),
  items: z.array(z.object({ title: z.string().min(1, 'Required') })),
});
type Values = z.input<typeof schema>;
const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

/** formState is a proxy that re-renders only for what was read during render. */
function subscribed<T extends { formState: { errors: unknown } }>(form: T): T {
  void form.formState.errors;
  return form;
}

describe('zodResolver', () => {
  it('returns the parsed (transformed) values when valid', async () => {
    const result = await zodResolver(schema)(
      { email: 'a@b.co', name: '  Anna  ', filters: { created_at: '2024-01-01' }, items: [{ title: 'x' }] },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      email: 'a@b.co',
      name: 'Anna',
      filters: { created_at: '2024-01-01' },
      items: [{ title: 'x' }],
    });
  });

  it('maps issues onto nested field errors by their dotted paths, first message per field', async () => {
    const result = await zodResolver(schema)(
      { email: 'nope', name: '', filters: { created_at: '' }, items: [{ title: 'ok' }, { title: '' }] },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, any>;
    expect(errors.email).toMatchObject({ message: 'Enter an email', type: 'invalid_format' });
    expect(errors.name).toMatchObject({ message: 'Too short', type: 'too_small' });
    expect(errors.filters.created_at).toMatchObject({ message: 'Pick a date' });
    expect(errors.items['1'].title).toMatchObject({ message: 'Required' });
    expect(errors.items['0']).toBeUndefined();
  });

  it('puts a whole-form refinement on root', async () => {
    const passwords = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, { message: 'Passwords differ' });
    const result = await zodResolver(passwords)({ password: 'a', confirm: 'b' }, undefined, resolverOptions);
    expect((result.errors as Record<string, any>).root).toMatchObject({ message: 'Passwords differ' });
  });

  it('drives react-hook-form', async () => {
    const { result } = renderHook(() =>
      subscribed(
        useForm<Values>({
          resolver: zodResolver(schema),
          defaultValues: { email: 'x', name: 'Al', filters: { created_at: '2024-01-01' }, items: [] },
        }),
      ),
    );
    let valid = true;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(false);
    expect(result.current.formState.errors.email?.message).toBe('Enter an email');
    expect(result.current.formState.errors.name).toBeUndefined();
  });
});

describe('applyServerErrors', () => {
  const validation = new ApiError({
    status: 422,
    message: 'The given data was invalid.',
    errors: {
      email: ['The email has already been taken.'],
      'filters.created_at': ['The date must be in the YYYY-MM-DD format.'],
      'items.0.title': ['The title is required.', 'Too long.'],
      captcha: ['The captcha is wrong.'],
    },
  });

  it('sets field errors (dotted too), keeps the values, and returns what matched no field', () => {
    const { result } = renderHook(() =>
      subscribed(
        useForm<Values>({
          defaultValues: {
            email: 'taken@b.c',
            name: 'Anna',
            filters: { created_at: '01.01.2024' },
            items: [{ title: '' }],
          },
        }),
      ),
    );
    let unmatched: string[] = [];
    act(() => {
      result.current.setValue('name', 'Anna Karenina', { shouldDirty: true });
      unmatched = applyServerErrors(validation, result.current.setError, [
        'email',
        'name',
        'filters.created_at',
        'items',
      ]);
    });
    const { errors } = result.current.formState;
    expect(errors.email?.message).toBe('The email has already been taken.');
    expect(errors.email?.type).toBe('server');
    expect(errors.filters?.created_at?.message).toBe('The date must be in the YYYY-MM-DD format.');
    expect(errors.items?.message).toBe('The title is required. Too long.');
    expect(unmatched).toEqual(['The captcha is wrong.']);
    expect(result.current.getValues()).toEqual({
      email: 'taken@b.c',
      name: 'Anna Karenina',
      filters: { created_at: '01.01.2024' },
      items: [{ title: '' }],
    });
  });

  it('returns the message when the error has no field errors', () => {
    const setError = jest.fn();
    expect(
      applyServerErrors(new ApiError({ status: 409, message: 'Conflict' }), setError, ['email']),
    ).toEqual(['Conflict']);
    expect(applyServerErrors(new Error('boom'), setError, ['email'])).toEqual(['boom']);
    expect(applyServerErrors('???', setError, ['email'])).toEqual(['Unexpected error']);
    expect(setError).not.toHaveBeenCalled();
  });
});
