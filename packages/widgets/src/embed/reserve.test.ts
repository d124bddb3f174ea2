import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { ELEMENT_TAGS } from '../elements/registry';
import { gridHeight, reserveGridSpace, UNDEFINED_ELEMENTS_CSS } from './reserve';

describe('space kept before the elements load', () => {
  it('has a :not(:defined) rule for every element', () => {
    for (const tag of ELEMENT_TAGS)
      expect(UNDEFINED_ELEMENTS_CSS).toMatch(new RegExp(`${tag}:not\\(:defined\\) \\{`));
  });

  it('sizes a grid by its columns and page size', () => {
    // 1136 px (a 1280 px page with 72 px margins): 3 columns of 365.3 px, 6 cards in 2 rows.
    const wideCard = ((1136 - 40) / 3 - 2) * 0.75 + 189;
    expect(gridHeight(1136, 6)).toBe(Math.round(47 + 40 + 2 * wideCard + 20 + 64));
    // 326 px (a 390 px phone): one column, a row per card.
    expect(gridHeight(326, 6)).toBe(Math.round(47 + 40 + 6 * (324 * 0.75 + 189) + 5 * 20 + 64));
    expect(gridHeight(326)).toBeGreaterThan(gridHeight(326, 6));
  });

  it('writes the height on each undefined grid, at its own width', () => {
    document.body.innerHTML =
      '<convive-property-grid page-size="6"></convive-property-grid><convive-property-grid view="list"></convive-property-grid>';
    const [grid, list] = document.querySelectorAll<HTMLElement>('convive-property-grid');
    (grid as HTMLElement).getBoundingClientRect = () => ({ width: 326 }) as DOMRect;
    (list as HTMLElement).getBoundingClientRect = () => ({ width: 326 }) as DOMRect;
    reserveGridSpace(document);
    expect(grid?.style.getPropertyValue('--convive-reserved-height')).toBe(`${gridHeight(326, 6)}px`);
    expect(list?.style.getPropertyValue('--convive-reserved-height')).toBe('');
  });
});

describe('the :not(:defined) rules partners paste', () => {
  it('are printed in the README and in the partner-site example as they are', () => {
    expect(readme).toContain(UNDEFINED_ELEMENTS_CSS);
    const partnerSiteCss = readFileSync(
      join(__dirname, '../../../../examples/partner-site/site.css'),
      'utf8',
    );
    expect(partnerSiteCss).toContain(UNDEFINED_ELEMENTS_CSS);
  });
});
