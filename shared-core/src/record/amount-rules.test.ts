import { amountProblem } from './amount-rules';

describe('amountProblem', () => {
  const limits = { min: '10.00', max: '5000.00' };
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'number'],
    ['12,5', 'number'],
    ['1.2.3', 'number'],
    ['-5', 'positive'],
    ['0', 'positive'],
    ['-1e12', 'positive'],
    ['1e12', 'max'],
    ['5000.01', 'max'],
    ['99999999999999999999', 'max'],
    ['1e3', 'number'],
    ['10.555', 'decimals'],
    ['9.99', 'min'],
    ['10', null],
    ['150.5', null],
    ['5000.00', null],
  ])('%j → %s', (value, problem) => {
    expect(amountProblem(value, limits)).toBe(problem);
  });

  it('takes an amount equal to the upper limit, counted in cents', () => {
    expect(amountProblem('1.10', { max: '1.10' })).toBeNull();
    expect(amountProblem('1.11', { max: '1.10' })).toBe('max');
  });

  it('without limits only the form of the amount counts', () => {
    expect(amountProblem('0.01')).toBeNull();
    expect(amountProblem('1e12')).toBe('number');
  });
});
