// @vitest-environment jsdom
import { loadPanel } from '@tessera/sdk/testing';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import form from './index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('adds a lead-form preset field with one click', async () => {
  const Panel = await loadPanel(form);
  const onChange = vi.fn();
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(<Panel id="element-1" props={form.props.parse({})} onChange={onChange} />));
  const button = [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Postal code')!;
  await act(async () => button.click());
  const fields = onChange.mock.calls[0]![0].fields as { name: string; type: string; required: boolean }[];
  expect(fields.map((field) => field.name)).toEqual(['fullName', 'email', 'phone', 'postalCode']);
  expect(fields[3]).toMatchObject({ label: 'Postal code', type: 'input', required: false });
  act(() => root.unmount());
});
