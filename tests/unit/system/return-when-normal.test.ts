import { describe, expect, it } from 'vitest';
import { readStatus, statusPage } from '../../../src/api/system-status-reading';
import { returnTarget } from '../../../src/features/system/return-when-normal';

const normal = { status: 0 as const, ip: '1.2.3.4', countryCode: null };
const maintenance = { status: 1 as const, ip: '1.2.3.4', countryCode: null };
const restricted = { status: 2 as const, ip: '1.2.3.4', countryCode: null };

describe('state pages return when the status changes', () => {
  it('sends a visitor who was held on the page home once the status is normal', () => {
    expect(returnTarget('maintenance', normal, '/en', true)).toBe('/en/');
    expect(returnTarget('restricted', normal, '', true)).toBe('/');
  });
  it('leaves a state page opened directly while all is well alone', () => {
    expect(returnTarget('maintenance', normal, '', false)).toBeNull();
    expect(returnTarget('restricted', normal, '', false)).toBeNull();
  });
  it('stays while the same state lasts or there is no usable answer', () => {
    expect(returnTarget('maintenance', maintenance, '', true)).toBeNull();
    expect(returnTarget('restricted', restricted, '', true)).toBeNull();
    expect(returnTarget('maintenance', null, '', true)).toBeNull();
  });
  it('moves to the other state page when the kind changed', () => {
    expect(returnTarget('maintenance', restricted, '/ur', true)).toBe('/ur/restricted/?ip=1.2.3.4');
    expect(returnTarget('restricted', maintenance, '', false)).toBe('/maintenance/');
  });
});

describe('readStatus', () => {
  it('reads the status value', () => {
    expect(readStatus({ status: 2, location: { ip: '::1', countryCode: null } })).toEqual({
      status: 2,
      ip: '::1',
      countryCode: null,
    });
    expect(readStatus({ status: 0, location: { ip: '::1', countryCode: 'PK' } })).toEqual({
      status: 0,
      ip: '::1',
      countryCode: 'PK',
    });
    expect(readStatus({ status: 0 })).toEqual({ status: 0, ip: '', countryCode: null });
    // Anything but a country code reads as unknown (the region select then asks).
    expect(readStatus({ status: 0, location: { ip: '', countryCode: 'pk<' } })?.countryCode).toBeNull();
  });
  it('rejects HTML, empty and unknown statuses', () => {
    expect(readStatus('<html>')).toBeNull();
    expect(readStatus({ status: 7 })).toBeNull();
    expect(readStatus(null)).toBeNull();
  });
});

describe('statusPage', () => {
  it('maps maintenance and restriction to their pages, keeping the language and the IP', () => {
    expect(statusPage({ status: 1, ip: '', countryCode: null }, '/ur')).toBe('/ur/maintenance/');
    expect(statusPage({ status: 2, ip: '203.0.113.7', countryCode: null }, '')).toBe('/restricted/?ip=203.0.113.7');
    expect(statusPage({ status: 0, ip: '', countryCode: null }, '')).toBeNull();
  });
});
