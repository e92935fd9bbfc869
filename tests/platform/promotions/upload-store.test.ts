// @vitest-environment node
/**
 * The default upload store of application images: files under a folder, written once per key, read back
 * byte for byte, forgotten on delete; keys that would leave the folder are refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskUploadStore } from '../../../platform/promotions/uploads/disk-store';

const root = mkdtempSync(join(tmpdir(), 'uploads-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('disk upload store', () => {
  const store = diskUploadStore(root);

  it('keeps, reads and forgets a file', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('promotions/SHAPLA_BD/12/a.png', bytes);
    expect(await store.get('promotions/SHAPLA_BD/12/a.png')).toEqual(bytes);
    await expect(store.put('promotions/SHAPLA_BD/12/a.png', bytes)).rejects.toThrow();
    await store.delete('promotions/SHAPLA_BD/12/a.png');
    expect(await store.get('promotions/SHAPLA_BD/12/a.png')).toBeNull();
    await store.delete('promotions/SHAPLA_BD/12/a.png');
  });

  it('refuses keys outside the store', async () => {
    await expect(store.put('../escape.png', new Uint8Array([1]))).rejects.toThrow(/not a store path/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/not a store path/);
    await expect(store.put('promotions/a.gif', new Uint8Array([1]))).rejects.toThrow(/not a store path/);
  });
});
