import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError, applyServerErrors, submitErrorMessages } from '@panel/shared-core';
import { createTestI18n } from '@panel/shared-core/testing';

interface Values {
  email: string;
  name: string;
  filters: { created_at: string };
  items: { title: string }[];
}

/** formState is a proxy that re-renders only for what was read during render. */
function subscribed<T extends { formState: { errors: unknown } }>(form: T): T {
  void form.formState.errors;
  return form;
}

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

describe('submitErrorMessages', () => {
  beforeAll(() => {
    createTestI18n({ language: 'en' });
  });

  it('puts 422 field errors on the fields and returns only the unmatched ones', () => {
    const setError = jest.fn();
    const error = new ApiError({
      status: 422,
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'], captcha: ['Wrong captcha.'] },
    });
    expect(submitErrorMessages(error, setError, ['email'])).toEqual(['Wrong captcha.']);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'The email has already been taken.' },
      { shouldFocus: true },
    );
  });

  it('says what a 401 means on the form when told, and translates 429, network and unreadable answers', () => {
    const setError = jest.fn();
    expect(
      submitErrorMessages(new ApiError({ status: 401, message: 'Unauthenticated.' }), setError, [], {
        unauthorized: 'Wrong email or password',
      }),
    ).toEqual(['Wrong email or password']);
    expect(submitErrorMessages(new ApiError({ status: 429 }), setError, [])).toEqual([
      'Too many attempts. Wait a minute and try again.',
    ]);
    const limit = 'Too many failed sign-in attempts. Try again in 15 min.';
    expect(submitErrorMessages(new ApiError({ status: 429, message: limit }), setError, [])).toEqual([limit]);
    expect(submitErrorMessages(new ApiError({ status: 0, message: 'Network error' }), setError, [])).toEqual([
      'The server cannot be reached. Check your connection and try again.',
    ]);
    expect(submitErrorMessages(new ApiError({ status: 500 }), setError, [])).toEqual(['Unexpected error']);
    expect(submitErrorMessages(new ApiError({ status: 409, message: 'Already sent' }), setError, [])).toEqual(
      ['Already sent'],
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
