import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOnly, RunOptions } from 'axe-core';

/** The rules every page is held to: WCAG 2.0/2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules whose outcome a theme can change: the others (names, labels, landmarks, headings, ARIA)
 * read the same markup in both themes, so the second theme is checked for these alone.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's script, as @axe-core/playwright (whose dependency it is) puts it into pages. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

interface WindowWithAxe {
  axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/**
 * An axe run held to AXE_TAGS, or, with `coloursOnly`, to the rules a theme can change. axe (570 kB)
 * is put into the page and its frames once per loaded page, so that the run after a theme switch
 * calls the axe already there. AxeBuilder's analyze() evaluates it anew on each run and, in its
 * default mode, again in a new blank page where it merges the frames' results: on this 2-core
 * machine about two seconds a run, against a fifth of a second for the colour rules themselves.
 */
export async function runAxe(page: Page, { coloursOnly = false } = {}): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!loaded) await frame.evaluate(AXE_SOURCE);
  }
  const runOnly: RunOnly = coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: AXE_TAGS };
  return page.evaluate((only) => (window as WindowWithAxe).axe!.run(document, { runOnly: only }), runOnly);
}

/** Fails with each violation's rule, help text and elements; `state` names what the page showed. */
export async function expectNoAxeViolations(page: Page, state?: string, options: { coloursOnly?: boolean } = {}): Promise<void> {
  const { violations } = await runAxe(page, options);
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    state,
  ).toEqual([]);
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
