/** What a staff screen owes a person on any screen: axe clean, no sideways page, targets a finger can hit. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atFullSpeed } from './pace';

/** axe's WCAG 2.2 AA and best-practice rules; the serious and critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe is the test's instrument, not the visitor's phone: it reads the page at full speed.
  const results = await atFullSpeed(page, () =>
    new AxeBuilder({ page })
      .options({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      })
      .analyze(),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page is wider than the window, in CSS pixels (0: it fits). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/**
 * The visible links, buttons and fields smaller than 24 x 24 px that WCAG 2.5.8 does not excuse:
 * a link inside a sentence is excused, and so is a target whose 24 px circle, drawn around its
 * centre, meets no other target and no other small target's circle. One line each.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const minimum = 24;
    const targets = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary'),
    ]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // Visually hidden until focused (the skip link): a 1 px box is not a target one can see.
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const inSentence = (element: HTMLElement) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    const small = targets.filter(
      ({ element, box }) => (box.width < minimum || box.height < minimum) && !inSentence(element),
    );
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    return small
      .filter(({ element, box }) => {
        const middle = centre(box);
        return targets.some(
          (other) =>
            other.element !== element &&
            !other.element.contains(element) &&
            !element.contains(other.element) &&
            (distanceToBox(middle, other.box) < minimum / 2 ||
              (small.some((entry) => entry.element === other.element) &&
                Math.hypot(middle.x - centre(other.box).x, middle.y - centre(other.box).y) < minimum)),
        );
      })
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('name') || '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
  });
}
