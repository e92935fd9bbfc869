import { describe, expect, it } from 'vitest';
import { ContentPathError, contentEntryId, splitEntryId } from '../../../src/features/content/entry-id';

const context = { dir: './content/pakistan', tenantId: 'pakistan', languages: ['ur', 'en'] as const };

describe('content entry ids', () => {
  it('are <lang>/<file name> and split back', () => {
    const id = contentEntryId('ur/promotions/welcome-bonus.md', context);
    expect(id).toBe('ur/welcome-bonus');
    expect(splitEntryId(id)).toEqual({ lang: 'ur', slug: 'welcome-bonus' });
  });

  it('reject a language the merchant does not build, naming the file', () => {
    expect(() => contentEntryId('bn/promotions/welcome-bonus.md', context)).toThrow(
      new ContentPathError(
        'content/pakistan/bn/promotions/welcome-bonus.md',
        '"bn" is not one of pakistan\'s languages (ur, en)',
      ),
    );
  });

  it('reject a file name that cannot be a URL segment, naming the file', () => {
    expect(() => contentEntryId('en/promotions/Welcome Bonus.md', context)).toThrow(
      /^content\/pakistan\/en\/promotions\/Welcome Bonus\.md: file name "Welcome Bonus"/,
    );
  });

  it('reject a file outside the <lang>/<kind>/<name>.md layout', () => {
    expect(() => contentEntryId('en/promotions/2026/offer.md', context)).toThrow(ContentPathError);
  });
});
