/**
 * A person types numbers in their own script (issue 37): the fields that hold numbers hand the
 * form ASCII digits, so "۲۵" is a share of 25, not an error, and what is sent is what the service reads.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { DateInput, emptyDate, type DateParts } from './DateInput';
import { TextField } from './TextField';

function Share({ inputMode }: { inputMode?: 'decimal' | 'numeric' }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField path="share" label="Share" value={value} inputMode={inputMode} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('digits typed in any script', () => {
  it.each([
    ['۳۳٫۵', '33.5'],
    ['٢٥', '25'],
    ['२५', '25'],
    ['２５', '25'],
  ])('a decimal field reads %s as %s', async (typed, ascii) => {
    renderWithPaykit(<Share inputMode="decimal" />);
    await userEvent.type(screen.getByLabelText('Share'), typed);
    expect(screen.getByTestId('value').textContent).toBe(ascii);
  });

  it('a text field keeps what was typed: a name may hold any character', async () => {
    renderWithPaykit(<Share />);
    await userEvent.type(screen.getByLabelText('Share'), 'دفتر ۲');
    expect(screen.getByTestId('value').textContent).toBe('دفتر ۲');
  });

  it('a date of birth typed in Persian digits is a date', async () => {
    function Birth() {
      const [value, setValue] = useState<DateParts>(emptyDate());
      return (
        <>
          <DateInput path="date_of_birth" legend="Date of birth" value={value} onChange={(part, next) => setValue((old) => ({ ...old, [part]: next }))} />
          <output data-testid="value">{JSON.stringify(value)}</output>
        </>
      );
    }
    renderWithPaykit(<Birth />);
    const [day, month, year] = screen.getAllByRole('textbox');
    await userEvent.type(day!, '۰۹');
    await userEvent.type(month!, '۱۲');
    await userEvent.type(year!, '۱۹۹۰');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({ day: '09', month: '12', year: '1990' });
  });
});
