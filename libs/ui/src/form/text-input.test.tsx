import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('is named by its label', () => {
    render(<TextInput label="Email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error with aria-invalid and aria-describedby', () => {
    render(<TextInput label="Email" error="Enter a valid e-mail" hint="We send a code" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send a code Enter a valid e-mail');
    expect(screen.getByText('Enter a valid e-mail')).toBeInTheDocument();
  });

  it('works with react-hook-form register', async () => {
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextInput label="Email" {...register('email')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com' });
  });
});

describe('other fields', () => {
  it('wire their labels and errors the same way', () => {
    render(
      <>
        <TextArea label="Description" error="Too short" />
        <Select label="City" placeholder="Choose…" options={[{ value: 'nyc', label: 'New York' }]} error="Pick a city" />
        <Checkbox label="Public" error="Required" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Too short');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('Pick a city');
    expect(screen.getByRole('option', { name: 'New York' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Public' })).toHaveAttribute('aria-invalid', 'true');
  });
});
