import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.0/2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules whose outcome a theme can change: the others (names, labels, landmarks, headings, ARIA)
 * read the same markup in both themes, so the second theme is checked for these alone.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** An axe run held to AXE_TAGS, or, with `coloursOnly`, to the rules a theme can change. */
export function axeFor(page: Page, { coloursOnly = false } = {}): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS);
}

/** Fails with each violation's rule, help text and elements; `state` names what the page showed. */
export async function expectNoAxeViolations(page: Page, state?: string, options: { coloursOnly?: boolean } = {}): Promise<void> {
  const { violations } = await axeFor(page, options).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), state).toEqual([]);
}

/** Waits for the colour transitions under way (a theme switch fades) to end, so that axe measures the final colours. */
export async function finishColourTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/** axe in the theme the page opened in, then its colour rules again after the header's toggle switched to the other one. */
export async function expectNoAxeViolationsInBothThemes(page: Page, state = 'the page'): Promise<void> {
  await expectNoAxeViolations(page, state);
  const toggle = page.getByRole('button', { name: /^Switch to (light|dark) theme$/ });
  const other = (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText());
  await toggle.click();
  await page.mouse.move(0, 0);
  await finishColourTransitions(page);
  await expectNoAxeViolations(page, `${state}, after "${other}"`, { coloursOnly: true });
}
