// @vitest-environment jsdom
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { FontSizeField } from './common-fields.tsx';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/** A field whose value the "element" keeps, as a panel's props do; returns what the user sees and what was stored. */
function mount(field: (value: number | '', onChange: (value: number | '') => void) => ReactNode, initial: number | '') {
  const stored: (number | '')[] = [];
  function Element() {
    const [value, setValue] = useState(initial);
    return field(value, (next) => {
      stored.push(next);
      setValue(next);
    });
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  act(() => root.render(<Element />));
  const input = container.querySelector('input')!;
  const press = (key: string, shiftKey = false) => act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })));
  const type = (text: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const leave = () => act(() => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
  const stepper = (title: 'Increase' | 'Decrease') => container.querySelector<HTMLButtonElement>(`.ts-number__steppers button[title="${title}"]`)!;
  const problem = () => container.querySelector('[role="alert"]')?.textContent ?? null;
  return { container, input, stored, press, type, leave, stepper, problem };
}

const numberField = (props: Omit<NumberFieldProps, 'value' | 'onChange'>) => (value: number | '', onChange: (value: number | '') => void) => (
  <NumberField {...props} value={value} onChange={onChange} />
);
const fontSize = (value: number | '', onChange: (value: number | '') => void) => <FontSizeField value={value as number} onChange={onChange} />;

describe('a number field', () => {
  it('steps by one with the arrow keys and by ten with Shift, each step stored at once', () => {
    const field = mount(fontSize, 16);
    field.press('ArrowUp');
    expect(field.input.value).toBe('17');
    field.press('ArrowUp', true);
    expect(field.input.value).toBe('27');
    field.press('ArrowDown', true);
    field.press('ArrowDown');
    expect(field.input.value).toBe('16');
    expect(field.stored).toEqual([17, 27, 17, 16]);
    expect(field.input.getAttribute('aria-valuenow')).toBe('16');
    expect(field.input.getAttribute('aria-valuetext')).toBe('16 px');
  });

  it('stops stepping at the ends of its range, where the stepper in that direction is off', () => {
    const field = mount(fontSize, 90);
    field.press('ArrowUp', true);
    expect(field.input.value).toBe('96');
    expect(field.stepper('Increase').disabled).toBe(true);
    field.press('ArrowUp');
    expect(field.stored).toEqual([96]);
    act(() => field.stepper('Decrease').click());
    expect(field.input.value).toBe('95');
    expect(field.stepper('Increase').disabled).toBe(false);
  });

  it('steps from what is being typed, before it is committed', () => {
    const field = mount(fontSize, 16);
    field.type('40');
    field.press('ArrowDown');
    expect(field.stored).toEqual([39]);
  });

  it('clamps a typed value to the range and says so under the input', () => {
    const field = mount(fontSize, 16);
    field.type('200');
    field.press('Enter');
    expect(field.input.value).toBe('96');
    expect(field.stored).toEqual([96]);
    expect(field.problem()).toBe('Font size is 8 to 96 px: 200 became 96.');
    const message = field.container.querySelector('[role="alert"]')!;
    expect(field.input.getAttribute('aria-describedby')).toContain(message.id);

    field.type('3');
    field.leave();
    expect(field.input.value).toBe('8');
    expect(field.problem()).toBe('Font size is 8 to 96 px: 3 became 8.');

    field.type('24');
    field.leave();
    expect(field.problem()).toBeNull();
    expect(field.stored).toEqual([96, 8, 24]);
  });

  it('refuses what is not a number, keeping the value and saying why', () => {
    const field = mount(fontSize, 16);
    field.type('big');
    field.leave();
    expect(field.stored).toEqual([]);
    expect(field.input.value).toBe('16');
    expect(field.problem()).toBe('“big” is not a number: type 8 to 96 px.');
    field.press('ArrowUp');
    expect(field.problem()).toBeNull();
    expect(field.stored).toEqual([17]);
  });

  it('shows the value again when a field that must hold a number is emptied', () => {
    const field = mount(fontSize, 16);
    field.type('');
    field.leave();
    expect(field.input.value).toBe('16');
    expect(field.stored).toEqual([]);
  });

  it('takes the number with its unit typed after it', () => {
    const field = mount(fontSize, 16);
    field.type('24px');
    field.press('Enter');
    expect(field.stored).toEqual([24]);
    expect(field.problem()).toBeNull();
  });

  it('steps by its own step without floating-point dust, and shows the unit of its kind', () => {
    const field = mount(numberField({ label: 'Line gap', min: 0, max: 3, step: 0.1 }), 1.2);
    field.press('ArrowUp');
    field.press('ArrowUp');
    expect(field.stored).toEqual([1.3, 1.4]);
    const percent = mount(numberField({ label: 'Width', unit: 'percent' }), '');
    expect(percent.container.querySelector('.ts-number__unit')?.textContent).toBe('%');
    percent.press('ArrowUp');
    expect(percent.stored).toEqual([1]);
  });
});
