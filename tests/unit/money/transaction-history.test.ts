// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordRow } from '../../../src/api/calls/money/account-record';
import { api } from '../../../src/api/default-client';
import {
  $recordFilterError,
  $recordQuery,
  accountRecord,
  applyRecordFilter,
  exportRecord,
  recordCsv,
} from '../../../src/features/money/stores/transaction-history';
import { minorToPlain } from '../../../src/stores/record-csv';
import { periodRange } from '../../../src/stores/record-period';

const row = (over: Partial<RecordRow>): RecordRow => ({
  id: 1,
  time: '2026-11-20T10:00:00.000Z',
  kind: 'deposit',
  amount: 50_000,
  balanceAfter: 152_050,
  reference: 'D-1',
  vendor: '',
  breakdown: null,
  methodCode: null,
  game: null,
  ...over,
});
const columns = {
  header: ['Time', 'Type', 'Amount', 'Balance after', 'Reference'] as [string, string, string, string, string],
  kindLabel: (kind: string) => `kind:${kind}`,
  time: (iso: string) => iso.slice(0, 10),
  reference: (record: RecordRow) => record.reference ?? '',
};

describe('account record', () => {
  afterEach(() => {
    $recordQuery.set(null);
    $recordFilterError.set(null);
  });

  it('turns the presets and a custom range of days into [from, to) instants', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    expect(periodRange({ preset: 7 }, now)).toEqual({ from: '2026-11-16T12:00:00.000Z', to: now.toISOString() });
    expect(periodRange({ preset: 30 }, now)?.from).toBe('2026-10-24T12:00:00.000Z');
    const custom = periodRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-03' }, now);
    expect(custom).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 4).toISOString(), // the last day is included
    });
    expect(periodRange({ preset: 'custom', from: '2026-11-05', to: '2026-11-03' }, now)).toBeNull();
    expect(periodRange({ preset: 'custom', from: '', to: '2026-11-03' }, now)).toBeNull();
  });

  it('loads the first page of a filter and fixes its query for the CSV', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ rows: [row({})], page: 1, pageSize: 20, total: 1 } as never);
    const now = new Date('2026-11-23T12:00:00.000Z');
    await applyRecordFilter({ kinds: ['deposit'], period: { preset: 7 } }, now);
    expect(call.mock.calls[0]?.[1]).toEqual({
      query: { from: '2026-11-16T12:00:00.000Z', to: now.toISOString(), kinds: 'deposit', page: 1, pageSize: 20 },
    });
    expect(accountRecord.$list.get().page?.rows).toHaveLength(1);

    call.mockResolvedValueOnce({ rows: [row({}), row({ id: 2, amount: -2_500 })], truncated: false } as never);
    const file = await exportRecord(columns);
    expect(call.mock.calls[1]?.[1]).toEqual({
      query: { from: '2026-11-16T12:00:00.000Z', to: now.toISOString(), kinds: 'deposit' },
    });
    // ignoreBOM keeps the byte-order mark that spreadsheets need to read the file as UTF-8
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file?.arrayBuffer())).toBe(
      '\uFEFFTime,Type,Amount,Balance after,Reference\r\n' +
        '2026-11-20,kind:deposit,500.00,1520.50,D-1\r\n' +
        '2026-11-20,kind:deposit,-25.00,1520.50,D-1\r\n',
    );
  });

  it('refuses a backwards custom range without calling the platform', async () => {
    const call = vi.spyOn(api, 'call');
    await applyRecordFilter({ kinds: [], period: { preset: 'custom', from: '2026-11-05', to: '2026-11-01' } });
    expect($recordFilterError.get()).toBe('money.history.rangeInvalid');
    expect(call).not.toHaveBeenCalled();
  });

  it('writes amounts in major units with 2 decimals and quotes what could break a row', () => {
    expect(minorToPlain(5)).toBe('0.05');
    expect(minorToPlain(-123_456)).toBe('-1234.56');
    expect(minorToPlain(0)).toBe('0.00');
    const csv = recordCsv([row({ reference: '=HYPERLINK("x")' }), row({ reference: null })], {
      ...columns,
      header: ['Zeit, Datum', 'Type', 'Amount', 'Balance', 'Ref'],
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Zeit, Datum",Type,Amount,Balance,Ref',
      `2026-11-20,kind:deposit,500.00,1520.50,"'=HYPERLINK(""x"")"`,
      '2026-11-20,kind:deposit,500.00,1520.50,',
      '',
    ]);
  });
});
