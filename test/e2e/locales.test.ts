/**
 * Ten shipped locales in Chromium (LOCALES says which and why), through the catalogue's locale toolbar (`globals=locale:…`):
 * a set of stories covering each component renders with the locale's language and direction,
 * shows no raw {placeholder}, no English from the catalogue and — for scripts without Latin
 * letters — no stray English words at all (a hard-coded string would show up here), and stays
 * axe-clean. Arabic is checked for mirroring: inline-start borders on the right, text from the
 * right edge, while addresses, BSBs and account numbers stay left to right (every line of an address starting
 * at its box's left edge), and the bars of time left and of money received fill from the right; so are Hebrew
 * and Persian. In all ten, the checkout's waiting pill stays one line beside the time at 320 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/locales/en';
import { newContext } from './browser';
import { findings, runAxe } from './support/axe';
import { gotoStory, switchStory } from './support/storybook';
import { storybookSuite } from './support/storybook-suite';

/**
 * Ten of the 25 translations, chosen to keep CI within its bound (each costs its stories' renders and
 * axe runs): the three right-to-left ones, the longest (German), every other script the kit ships
 * a language in (Cyrillic, Japanese, Thai, Simplified Chinese) and the first two Latin ones. Every
 * language's keys, placeholders and plural forms are checked without a browser (src/locales/).
 */
const LOCALES = ['es', 'fr', 'de', 'zh-CN', 'ar', 'he', 'fa', 'ja', 'ru', 'th'] as const;
/** Scripts without Latin letters: a Latin word there is English left on screen unless it is a name or code. */
const NON_LATIN: ReadonlySet<string> = new Set(['zh-CN', 'ar', 'he', 'fa', 'ja', 'ru', 'th']);
/** The right-to-left three, each checked for mirroring below. */
const RIGHT_TO_LEFT = ['ar', 'he', 'fa'] as const;

/**
 * One or more stories per component, none with a play function and none whose story passes its
 * own English props (a legend, a hint) or renders English stand-ins around the component.
 */
const STORIES = [
  'components-checkoutwidget--awaiting-payment',
  'components-checkoutwidget--underpaid',
  'components-checkoutwidget--expired',
  'components-paymentlinkbutton--active',
  'onboarding-kycform--empty',
  'onboarding-kybform--company-with-two-owners',
  'onboarding-documentuploader--empty',
  'onboarding-documentuploader--images-only',
  'onboarding-livenesshandoff--ready',
  'onboarding-verificationstatus--more-info-address-proof',
  'onboarding-verificationstatus--more-info-document-quality',
  'onboarding-verificationstatus--more-info-owners-without-form',
  'onboarding-verificationstatus--rejected-name-mismatch',
  'onboarding-virtualaccountcard--ready',
  'onboarding-onboardingflow--choose-account-type',
];

/**
 * Latin-script words allowed inside Chinese and Arabic text: asset and network names, file
 * formats, Australian identifiers, and what the stories' fixtures contain (names, places).
 */
const LATIN_ALLOWED = new Set(
  [
    'USDT',
    'USDC',
    'TRON',
    'TRC',
    'Solana',
    'Bitcoin',
    'Ethereum',
    'BTC',
    'ETH',
    'AUD',
    'JPEG',
    'PNG',
    'PDF',
    'HEIC',
    'BSB',
    'ABN',
    'ACN',
    'Pty',
    'Ltd',
    'QR',
    'Acme',
    'Trading',
    'Jane',
    'Citizen',
    'John',
    'Smith',
    'Ada',
    'Lovelace',
    'Grace',
    'Hopper',
    'Sydney',
    'NSW',
  ].map((word) => word.toLowerCase()),
);

const suite = storybookSuite();

/** What the story shows in words: text nodes of the story root, minus values kept verbatim (addresses, numbers, data). */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root') ?? document.body;
    // Left-to-right islands (addresses, numbers), not the provider's own element, which carries dir in every locale.
    const verbatim = '[translate="no"], [dir="ltr"]:not(.pk-root), span[data-field], [data-amount], code, option, script, style';
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(verbatim)) continue;
      parts.push(node.textContent ?? '');
    }
    // Accessible names that are not text nodes (aria-label, alt) count too, minus the addresses they name.
    const addresses = [...root.querySelectorAll('[data-address]')].map((element) => element.getAttribute('data-address') ?? '').filter(Boolean);
    for (const element of root.querySelectorAll('[aria-label], img[alt]')) {
      if (element.closest(verbatim)) continue;
      let name = element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '';
      for (const address of addresses) name = name.split(address).join(' ');
      parts.push(name);
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

/** English catalogue sentences that differ in `tag` and must therefore not be on screen. */
function englishSentences(): string[] {
  return Object.values(en.messages).filter((text) => text.length >= 16 && !/\{\w+\}/.test(text));
}

/** One browser context and page for the describe block it is called in. */
function onePagePerBlock(use: (page: Page) => void): void {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await newContext(suite.browser);
    use(await context.newPage());
  });
  afterAll(() => context?.close());
}

/**
 * Opens a story in `tag`: `switch` goes to it through the preview's channel in the page already
 * loaded in that locale (the toolbar's globals stay while stories switch), as the a11y gate does,
 * instead of reloading Storybook's ~MB bundle for every story.
 */
async function open(page: Page, id: string, tag: string, how: 'load' | 'switch' = 'load'): Promise<void> {
  const outcome = how === 'switch' ? await switchStory(page, id, 150) : await gotoStory(page, suite.site, id, 150, { locale: tag });
  expect(outcome.error, `${id} in ${tag} did not render`).toBeNull();
}

describe.each(LOCALES)('%s', (tag) => {
  let page: Page;
  onePagePerBlock((opened) => (page = opened));

  it('every component speaks the locale: its language and direction, no placeholder, no English, no axe violation', async () => {
    const problems: string[] = [];
    const english = englishSentences();
    for (const [index, id] of STORIES.entries()) {
      await open(page, id, tag, index === 0 ? 'load' : 'switch');
      const root = await page
        .locator('.pk-root')
        .first()
        .evaluate((element) => ({ lang: element.getAttribute('lang'), dir: element.getAttribute('dir') }));
      if (root.lang !== tag) problems.push(`${id}: provider lang is ${root.lang}`);
      if (root.dir !== ((RIGHT_TO_LEFT as readonly string[]).includes(tag) ? 'rtl' : 'ltr')) problems.push(`${id}: provider dir is ${root.dir}`);
      const text = await visibleText(page);
      for (const placeholder of text.match(/\{\w+\}/g) ?? []) problems.push(`${id}: shows the raw placeholder ${placeholder}`);
      for (const sentence of english) if (text.includes(sentence)) problems.push(`${id}: shows English "${sentence}"`);
      if (NON_LATIN.has(tag)) {
        const stray = [...new Set((text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word.toLowerCase())))];
        if (stray.length > 0) problems.push(`${id}: Latin words in ${tag} text: ${stray.join(', ')}`);
      }
      for (const finding of findings(await runAxe(page))) problems.push(`${id}: axe ${finding.rule} — ${finding.help} (${finding.targets[0] ?? ''})`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);

  // Issue 37's designer review: "お支払いをお待ちし / ています", "Warten auf die / Zahlung".
  it('the checkout at 320 px: the waiting pill is one line clear of the time, and the address check outweighs the fee note', async () => {
    await open(page, 'components-checkoutwidget--awaiting-narrow-320', tag);
    const look = await page.locator('[data-part="status"]').evaluate((status) => {
      const widget = status.closest('section')!;
      const pill = status.querySelector('[role="status"] > p')!;
      const range = document.createRange();
      range.selectNodeContents(pill);
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      const box = pill.getBoundingClientRect();
      const clashes = [...widget.querySelectorAll('[data-part="countdown"] > span')]
        // The label is clipped away (still read) on the narrowest cards.
        .filter((element) => getComputedStyle(element).position !== 'absolute')
        .map((element) => element.getBoundingClientRect())
        .filter((other) => other.width > 1 && other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom).length;
      const size = (selector: string) => parseFloat(getComputedStyle(widget.querySelector(selector)!).fontSize);
      return {
        lines,
        clashes,
        inside: box.left >= widget.getBoundingClientRect().left && box.right <= widget.getBoundingClientRect().right,
        check: size('[data-part="address"] > p:last-child'),
        fee: size('[data-part="instructions"]'),
        wordBreak: getComputedStyle(widget).wordBreak,
      };
    });
    expect(look.lines, 'the pill’s lines').toBe(1);
    expect(look.clashes, 'the pill over the time left or its label').toBe(0);
    expect(look.inside, 'the pill inside the card').toBe(true);
    expect(look.check).toBeGreaterThan(look.fee);
    // Japanese breaks between phrases (BudouX) on any page, not only on the hosted one.
    if (tag === 'ja') expect(look.wordBreak).toBe('auto-phrase');
  });

  it('the KYC form’s error summary and messages are in the locale', async () => {
    await open(page, 'onboarding-kycform--empty', tag);
    await page.locator('button[type="submit"]').click();
    const summary = page.locator('[data-part="error-summary"], [role="alert"]').first();
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[data-part="error-summary"], [role="alert"]') !== null)).toBe(true);
    const text = await visibleText(page);
    // The summary's one line for the empty fields, and what each field says to do.
    const english = [
      en.messages['forms.errorSummary.title'],
      en.messages['forms.errorSummary.missing.other'].replace('{count}', '11'),
      en.messages['forms.error.missing.first_name'],
    ];
    expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);
    expect(findings(await runAxe(page))).toEqual([]);
  });
});

describe.each(RIGHT_TO_LEFT)('%s mirrors the layout', (tag) => {
  let page: Page;
  onePagePerBlock((opened) => (page = opened));

  it('the checkout: the alert’s icon on the right, labels from the right edge, the address left to right', async () => {
    // Underpaid: an alert (waiting is a quiet pill) while the address is still shown.
    await open(page, 'components-checkoutwidget--underpaid', tag);
    const status = await page.locator('[data-part="status"] > [data-tone]').first().evaluate(iconSide);
    expect(status.direction).toBe('rtl');
    expect(status.fromRight).toBeLessThan(status.fromLeft);
    // The label's words (not its block, which spans the row) start from the right edge.
    const label = await page
      .locator('[data-part="amount"] > * > :first-child')
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.firstChild!);
        const words = range.getBoundingClientRect();
        const outer = element.closest('[data-part="amount"]')!.getBoundingClientRect();
        return { left: Math.round(words.left - outer.left), right: Math.round(outer.right - words.right) };
      });
    expect(label.right).toBeLessThan(label.left);
    const address = await page
      .locator('[data-address-groups]')
      .first()
      .evaluate((element) => {
        const groups = [...element.querySelectorAll('[data-group]')].map((group) => group.getBoundingClientRect());
        return { direction: getComputedStyle(element).direction, firstIsLeftOfSecond: (groups[0]?.left ?? 0) < (groups[1]?.left ?? 0) };
      });
    // Same line or not, the first group of four never ends up right of the second.
    expect(address.direction).toBe('ltr');
    const sameLine = await page
      .locator('[data-address-groups] [data-group]')
      .evaluateAll((groups) => groups[0]!.getBoundingClientRect().top === groups[1]!.getBoundingClientRect().top);
    if (sameLine) expect(address.firstIsLeftOfSecond).toBe(true);
  });

  // A bar of time left or money received reads like its sentence: its filled part starts at the
  // right edge and its end moves left. Both stories show a part-filled bar (10 %, 40.5 %).
  it('the bars fill from the right edge: the time left and the amount received', async () => {
    const bars = {
      'components-checkoutwidget--time-running-out': '[data-part="countdown"] svg',
      'components-checkoutwidget--underpaid': '[data-part="received"] svg',
    };
    const problems: string[] = [];
    for (const [id, selector] of Object.entries(bars)) {
      await open(page, id, tag);
      const bar = await page
        .locator(selector)
        .first()
        .evaluate((svg) => {
          const [track, filled] = [...svg.querySelectorAll('rect')].map((rect) => rect.getBoundingClientRect());
          return { fromLeft: Math.round(filled!.left - track!.left), fromRight: Math.round(track!.right - filled!.right), width: Math.round(filled!.width) };
        });
      // Part-filled (not empty, not whole), flush with the right edge.
      if (bar.width === 0 || bar.fromRight !== 0 || bar.fromLeft <= 0)
        problems.push(`${id}: the filled part is ${bar.fromLeft} px from the left, ${bar.fromRight} px from the right`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  // A left-to-right value is read from its left edge: every line of the address starts there, as in a left-to-right page.
  it('the address’s lines all start at the left edge of its box', async () => {
    await open(page, 'components-checkoutwidget--narrow-320', tag);
    const starts = await page.locator('[data-address]').evaluate((paragraph) => {
      const edge = paragraph.getBoundingClientRect().left + parseFloat(getComputedStyle(paragraph).paddingLeft);
      const groups = [...paragraph.querySelectorAll('[data-group]')].map((group) => group.getBoundingClientRect());
      const firsts = groups.filter((group, index) => index === 0 || Math.round(group.top) !== Math.round(groups[index - 1]!.top));
      return firsts.map((group) => Math.round(group.left - edge));
    });
    expect(starts.length, 'lines of the address at 320 px').toBeGreaterThan(1);
    expect(starts).toEqual(starts.map(() => 0));
  });

  it('the KYC form: the error summary’s icon on the right, the error summary focused', async () => {
    await open(page, 'onboarding-kycform--empty', tag);
    await page.locator('button[type="submit"]').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const invalid = await page.locator('[data-part="error-summary"]').evaluate(iconSide);
    expect(invalid.direction).toBe('rtl');
    expect(invalid.fromRight).toBeLessThan(invalid.fromLeft);
  });

  it('the account card: BSB and account number read left to right', async () => {
    await open(page, 'onboarding-virtualaccountcard--ready', tag);
    for (const field of ['bsb', 'account-number']) {
      const value = await page
        .locator(`[data-field="${field}"]`)
        .evaluate((element) => ({ direction: getComputedStyle(element).direction, text: element.textContent }));
      expect(value.direction).toBe('ltr');
      expect(value.text).toMatch(/^[\d-]+$/);
    }
  });
});

/** Where a toned panel's icon sits (an alert's start is the right edge in Arabic), and the panel's direction. */
function iconSide(panel: Element): { direction: string; fromLeft: number; fromRight: number } {
  const box = panel.getBoundingClientRect();
  const icon = panel.querySelector('[data-status-icon]')!.getBoundingClientRect();
  return { direction: getComputedStyle(panel).direction, fromLeft: icon.left - box.left, fromRight: box.right - icon.right };
}
