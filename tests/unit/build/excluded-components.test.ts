/** The lint check that keeps excluded daisyUI components unused (scripts/lib/excluded-components.ts). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { excludedClasses, excludedComponentUses, excludedUsesIn } from '../../../scripts/lib/excluded-components';

const ROOT = join(import.meta.dirname, '../../..');
const owners = excludedClasses(ROOT);

describe('excluded daisyUI components', () => {
  it("knows each excluded component's own classes, not the names kept components share", () => {
    expect(owners.get('tooltip')).toBe('tooltip');
    expect(owners.get('step')).toBe('steps');
    expect(owners.get('navbar')).toBe('navbar');
    for (const kept of ['btn', 'modal', 'menu', 'sm', 'lg', 'carousel']) expect(owners.has(kept)).toBe(false);
  });

  it('names the file, line, class and component of a use in markup, and lets words in text through', () => {
    const source = [
      '<p class="text-sm">A tooltip in words is fine</p>',
      '<div class="tooltip tooltip-top" data-tip="x"></div>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a .tsx file that holds a template literal
      '<ul className={`steps ${vertical}`}>',
      '<button className="btn btn-primary">Go</button>',
    ].join('\n');
    expect(excludedUsesIn(source, 'src/x.tsx', owners)).toEqual([
      'src/x.tsx:2: class "tooltip" is of the daisyUI component tooltip, excluded in src/styles/global.css',
      'src/x.tsx:2: class "tooltip-top" is of the daisyUI component tooltip, excluded in src/styles/global.css',
      'src/x.tsx:3: class "steps" is of the daisyUI component steps, excluded in src/styles/global.css',
    ]);
  });

  it('finds no use in the real source', () => {
    expect(excludedComponentUses(ROOT)).toEqual([]);
  });
});
