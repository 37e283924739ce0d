/**
 * axe-core over a component rendered in jsdom, with the WCAG A/AA rules the gate uses. Colour
 * contrast needs real layout and paint, so it is left to the real-browser gate over the stories.
 */
import axe from 'axe-core';

export async function axeViolations(context: Element = document.body): Promise<string[]> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
