/**
 * Which script fonts a page needs, from the characters it shows: each character the system font cannot
 * draw goes to the font of the page's own script when that font has it, else to the first font that has
 * it. A character no font has is reported, so the build can name it.
 */
import type { ScriptName } from './fonts-catalogue';
import { type CodePoints, isSystemDrawn } from './fonts-unicode';

export interface PageNeeds {
  /** The characters each script font must draw on this page. */
  byScript: Map<ScriptName, CodePoints>;
  /** Characters neither the system font nor any script font draws. */
  uncovered: number[];
}

export function pageNeeds(
  shown: Iterable<number>,
  coverage: ReadonlyMap<ScriptName, CodePoints>,
  ownScript: ScriptName | undefined,
): PageNeeds {
  const byScript = new Map<ScriptName, CodePoints>();
  const uncovered: number[] = [];
  const order = [...coverage.keys()].sort((a, b) => Number(b === ownScript) - Number(a === ownScript));
  for (const cp of new Set(shown)) {
    if (isSystemDrawn(cp)) continue;
    const script = order.find((name) => coverage.get(name)?.has(cp));
    if (!script) {
      uncovered.push(cp);
      continue;
    }
    const points = byScript.get(script) ?? new Set<number>();
    points.add(cp);
    byScript.set(script, points);
  }
  return { byScript, uncovered: uncovered.sort((a, b) => a - b) };
}
