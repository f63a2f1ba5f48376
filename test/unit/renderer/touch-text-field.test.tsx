// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@shared/languages';
import { TouchTextField } from '../../../src/renderer/src/ui/touch-text-field';
import { fakeBridge } from './support/fake-bridge';
import { renderWithTill } from './support/render-till';
import { someSettings } from './support/till-fixtures';

afterEach(cleanup);

function aField(language: Language = 'en') {
  const settings = someSettings();
  const fake = fakeBridge({ 'settings.get': { ...settings, shop: { ...settings.shop, language } } });
  function Harness() {
    const [name, setName] = useState('');
    return (
      <form aria-label="Shop">
        <TouchTextField label="Shop name" value={name} onChange={setName} maxLength={20} capitalize="words" />
        <button type="button">Elsewhere</button>
      </form>
    );
  }
  renderWithTill(fake, <Harness />);
}

const keyboard = () => screen.queryByRole('group', { name: 'Keyboard' });
const tap = (name: string) => fireEvent.click(within(keyboard() ?? document.body).getByRole('button', { name }));

async function touchField(): Promise<HTMLInputElement> {
  const field = await screen.findByRole('textbox', { name: 'Shop name' });
  if (!(field instanceof HTMLInputElement)) throw new Error('not an input');
  fireEvent.pointerDown(field);
  act(() => field.focus());
  return field;
}

describe('a text field with its docked keyboard', () => {
  it('shows the keys at a tap, types with them as written, and keeps the physical keyboard', async () => {
    aField();
    const field = await touchField();
    expect(keyboard()).not.toBeNull();
    for (const key of ['C', 'h', 'e', 'z', 'space', 'F', 'à', 'é']) {
      if (key === 'à') tap('àé');
      tap(key);
    }
    expect(field.value).toBe('Chez Fàé');
    tap('àé');
    tap('delete the last character');
    tap('delete the last character');
    tap('a');
    expect(field.value).toBe('Chez Fa');
    // A physical key: whoever has a keyboard types on it, the on-screen one steps aside.
    fireEvent.keyDown(field, { key: 't' });
    fireEvent.change(field, { target: { value: 'Chez Fatou' } });
    expect(keyboard()).toBeNull();
    expect(field.value).toBe('Chez Fatou');
  });

  it('goes at its ✕ and when the field loses the focus, and comes back at the next tap', async () => {
    aField();
    const field = await touchField();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the keyboard' }));
    expect(keyboard()).toBeNull();
    fireEvent.pointerDown(field);
    expect(keyboard()).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(keyboard()).toBeNull();
  });

  it('is not shown for a field reached with Tab: its user has a keyboard', async () => {
    aField();
    const field = await screen.findByRole('textbox', { name: 'Shop name' });
    act(() => field.focus());
    expect(keyboard()).toBeNull();
  });

  it('opens on the Arabic letters on an Arabic till', async () => {
    aField('ar');
    const field = await touchField();
    const keys = await screen.findByRole('group', { name: 'لوحة المفاتيح' });
    expect(keys.getAttribute('data-layout')).toBe('arabic');
    for (const letter of 'سعاد') fireEvent.click(within(keys).getByRole('button', { name: letter }));
    expect(field.value).toBe('سعاد');
  });
});
