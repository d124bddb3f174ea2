import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// Counts the loads of the phone library's part of the field (a dynamic import).
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./PhoneInputFull', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

import { normalisePhone, PhoneField } from './PhoneField';

function Form({ onChange }: { onChange(value: string): void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      value={value}
      hint="Opcional"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PhoneField loads the phone library on intent', { timeout: 15_000 }, () => {
  // In order: the library stays loaded once it is.
  it('renders a light tel input until the field is focused, then the full input with what was typed', async () => {
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    const light = screen.getByLabelText('Teléfono') as HTMLInputElement;
    expect(light.getAttribute('type')).toBe('tel');
    expect(light.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('+34')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /País del teléfono/ })).toBeNull();
    fireEvent.change(light, { target: { value: '612 345 678 999 9' } });
    expect(onChange).toHaveBeenLastCalledWith('6123456789999');
    // Typing alone (no pointer, focus or touch) does not load it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);

    act(() => light.focus());
    const country = await screen.findByRole(
      'button',
      { name: /País del teléfono: España \(\+34\)/ },
      { timeout: 5000 },
    );
    expect(country).toBeTruthy();
    expect(loads.count).toBe(1);
    // The typed text is converted (cut to Spain's length) and focus moves to the full input, caret at the end.
    expect(onChange).toHaveBeenLastCalledWith('+34612345678');
    const input = screen.getByLabelText('Teléfono') as HTMLInputElement;
    expect(input).not.toBe(light);
    expect(input.value).toBe('612 34 56 78');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.selectionStart).toBe(input.value.length);
    expect(input.getAttribute('aria-describedby')).toBe(light.getAttribute('aria-describedby'));
  });

  it('renders the full input at once when the library is already loaded; normalises text to send', async () => {
    render(<Form onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: /País del teléfono: España/ })).toBeTruthy();
    expect(await normalisePhone('')).toBe('');
    expect(await normalisePhone('+34612345678')).toBe('+34612345678');
    expect(await normalisePhone('61234567899')).toBe('+34612345678');
    expect(loads.count).toBe(1);
  });
});
