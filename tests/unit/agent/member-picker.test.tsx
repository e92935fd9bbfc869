// @vitest-environment jsdom
/**
 * The member picker by keyboard and pointer: typing lists the matching direct members, the arrow keys move through
 * them and Enter chooses one, Escape closes the list without choosing, a tap chooses too.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../../src/api/default-client', () => ({ api: { call } }));
const { MemberPicker } = await import('../../../src/components/ui/MemberPicker');

const t = ((key: string) => key) as unknown as TFunction;
const MEMBERS = [
  { username: 'karim01', nickname: 'Karim', isAgent: false },
  { username: 'rahim02', nickname: 'Rahim', isAgent: true },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MemberPicker
      t={t}
      id="picker"
      label="Member"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ rows: MEMBERS, total: 2 });
});
afterEach(cleanup);

async function type(text: string) {
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Member' }), { target: { value: text } });
  });
}

describe('member picker', () => {
  it('lists the matches and chooses one with the arrow keys and Enter', async () => {
    const chosen = vi.fn();
    render(<Harness onChange={chosen} />);
    await type('im');
    expect(call.mock.calls.at(-1)?.[1]).toEqual({ query: { search: 'im' } });
    const box = screen.getByRole('combobox', { name: 'Member' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Karimkarim01',
      'Rahimrahim02team.downline.agent',
    ]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chosen).toHaveBeenLastCalledWith('rahim02');
    expect((box as HTMLInputElement).value).toBe('rahim02');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape without choosing, and a tap chooses', async () => {
    const chosen = vi.fn();
    render(<Harness onChange={chosen} />);
    await type('k');
    const box = screen.getByRole('combobox', { name: 'Member' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toHaveBeenLastCalledWith('k');
    await type('ka');
    fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
    expect(chosen).toHaveBeenLastCalledWith('karim01');
  });

  it('says when no direct member matches', async () => {
    call.mockResolvedValue({ rows: [], total: 0 });
    render(<Harness onChange={vi.fn()} />);
    await type('zz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('team.picker.none')).toBeTruthy();
  });
});
