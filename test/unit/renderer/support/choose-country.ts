/** Chooses a country in a country combo box as a clerk does: types part of its name into it, touches it in the list. */
import { act, fireEvent, screen } from '@testing-library/react';

export async function chooseCountry(field: HTMLElement, typed: string, name: string): Promise<void> {
  // The list filters only what the clerk types into the field they are in.
  act(() => field.focus());
  fireEvent.change(field, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name }));
}
