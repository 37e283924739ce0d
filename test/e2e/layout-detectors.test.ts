/**
 * The layout check's detectors (support/text-layout.ts, support/card-edges.ts,
 * support/pseudo-text.ts, support/overlap.ts) on small pages made to fail in each named way, and on clean pages
 * expected clean: so the check over the catalogue and the dashboard (layout.test.ts) and over the
 * catalogue in other languages (layout-locales.test.ts) cannot pass because it looks at nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { pseudoText } from '../../src/react/i18n/pseudo';
import { cardEdgeProblems } from './support/card-edges';
import { codeLineProblems } from './support/code-lines';
import { overlapProblems } from './support/overlap';
import { pseudoTextProblems } from './support/pseudo-text';
import { paintedBox } from './support/story-shots';
import { textLayoutProblems } from './support/text-layout';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 375, height: 667 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** A page with `body` in a plain 16 px sans-serif, as the kit's components set it. */
async function show(body: string, css = ''): Promise<void> {
  await page.setContent(`<!doctype html><html lang="en"><head><style>
    body { margin: 16px; font: 16px/1.5 sans-serif; }
    .squeezed { overflow-wrap: anywhere; }
    ${css}
  </style></head><body>${body}</body></html>`);
}

const ADDRESS = 'TK3awUFoPQ9vZkLmN2xYbC7dEfGh8JrStUvWxYz1';

describe('the word and short-value detector', () => {
  it('names a name broken inside a word, an account number and a date squeezed onto lines of their own', async () => {
    await show(
      `<dl>
        <dt>Account name</dt><dd class="squeezed" data-field="account-name" style="width: 44px">Jane Citizen</dd>
        <dt>Account number</dt><dd class="squeezed" data-field="account-number" style="width: 4ch">480 632 670</dd>
      </dl>
      <table style="width: 60px">
        <tr><td class="squeezed">Paid <time>Nov 27, 2026, 6:22 PM</time></td></tr>
        <tr><td class="squeezed">Paid <time>Nov 26, 2026, 9:05 AM</time></td></tr>
      </table>`,
    );
    const problems = await textLayoutProblems(page);
    expect(problems).toContainEqual(expect.stringMatching(/^<dd data-field="account-name"> "Jane Citizen": word "Citi?z?e?\|[a-z|]+" broken across 2 lines$/));
    expect(problems).toContainEqual('<dd data-field="account-number"> "480 632 670": a short value on 3 lines');
    // The second date cell fails alike: one line says so, instead of one line per row.
    expect(problems).toContainEqual(expect.stringMatching(/^<td> "Paid Nov 27, 2026, 6:22 PM": a short value on [3-9] lines \(and 1 more like it\)$/));
    expect(problems.every((problem) => !problem.includes('Account name') && !problem.includes('Account number'))).toBe(true);
  });

  it('passes names and values that fit, long text that wraps between words, and identifiers broken anywhere', async () => {
    await show(
      `<dl>
        <dt>Account name</dt><dd class="squeezed" data-field="account-name">Jane Citizen</dd>
        <dt>Account number</dt><dd data-field="account-number" style="white-space: nowrap">480 632 670</dd>
        <dt>Owner</dt><dd style="width: 40px">Jane-Marie</dd>
      </dl>
      <p style="width: 120px">Send only USDT on the TRON network to this address; any other coin is lost.</p>
      <p class="squeezed" style="width: 80px">${ADDRESS}</p>
      <p class="squeezed" style="width: 80px"><code>0x9f8e7d6c</code></p>
      <p class="squeezed" style="width: 48px"><span data-address-groups><span>TK3a</span> <span>wUFo</span> <span>PQ9v</span></span></p>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: normal">Account number copied</span>
      <p>Paid <time>Nov 27, 2026, 6:22 PM</time></p>`,
    );
    expect(await textLayoutProblems(page)).toEqual([]);
  });
});

describe('the word detector in the pseudo-locale', () => {
  it('names a pseudo word broken across lines, padding and markers aside, and passes one broken only at its padding', async () => {
    await show(
      `<p class="squeezed" data-part="broken" style="width: 40px">${pseudoText('Loading payment details…')}</p>
       <p data-part="whole">${pseudoText('Loading payment details…')}</p>`,
    );
    // The whole one as wide as its text up to the padding: the padding goes to the next line.
    await page.locator('[data-part="whole"]').evaluate((element) => {
      const text = element.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, text.data.indexOf('·'));
      element.style.width = `${Math.ceil(range.getBoundingClientRect().width) + 2}px`;
    });
    const problems = await textLayoutProblems(page);
    expect(problems).toContainEqual(expect.stringMatching(/^<p data-part="broken"> .*: word "[^"·⟦⟧]*\|[^"·⟦⟧]*" broken across 2 lines/));
    // The whole one does break inside its last run of characters, but only in the padding.
    const lastRun = await page.locator('[data-part="whole"]').evaluate((element) => {
      const text = element.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, text.data.lastIndexOf(' ') + 1);
      range.setEnd(text, text.data.length);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0.5).map((rect) => Math.round(rect.top))).size;
    });
    expect(lastRun).toBe(2);
    expect(problems.filter((problem) => problem.includes('data-part="whole"'))).toEqual([]);
  });
});

describe('the pseudo-locale detector (hard-coded English, glued and cut messages)', () => {
  const P = pseudoText;
  /** A component of the kit inside a provider speaking `lang`. */
  const kit = (body: string, lang = 'en-XA') => show(`<div class="pk-root" lang="${lang}"><section data-paykit="demo">${body}</section></div>`);

  it('names English outside every message, a sentence glued from two messages and a message cut short', async () => {
    await kit(
      `<p data-part="hint">${P('Send only')} USDT on TRON</p>
       <button data-part="export">Export CSV</button>
       <p data-part="capability">${P('Payouts')}: ${P('Not active')}</p>
       <p data-part="paid">${P('Paid')} ${P('by card')}</p>
       <p data-part="cut">${P('Waiting for your selfie check').slice(0, 12)}…</p>`,
    );
    const { english, glued } = await pseudoTextProblems(page);
    expect(english).toContainEqual(expect.stringMatching(/^<p data-part="hint"> ".*": English outside a message: "on"$/));
    expect(english).toContainEqual('<button data-part="export"> "Export CSV": English outside a message: "Export"');
    expect(english).toHaveLength(2);
    // The hosted checkout page around its widget is the kit's text too.
    await show(`<main data-link-id="pl_1" lang="en-XA"><p data-part="footer">${P('Paid to')} Tee Shop · Powered by paykit</p></main>`);
    expect((await pseudoTextProblems(page, ['Tee Shop'])).english).toEqual([
      expect.stringMatching(/^<p data-part="footer"> ".*": English outside a message: "Powered", "by", "paykit"$/),
    ]);
    expect(glued).toContainEqual(expect.stringMatching(/^<p data-part="capability"> ".*": 2 messages in one sentence$/));
    expect(glued).toContainEqual(expect.stringMatching(/^<p data-part="paid"> ".*": 2 messages in one sentence$/));
    expect(glued).toContainEqual(expect.stringMatching(/^<p data-part="cut"> ".*": a message cut \(⟦ and ⟧ do not pair\)$/));
    expect(glued).toHaveLength(3);
  });

  it('passes messages, values, what Intl writes, data it was given, nested, listed and bracketed messages, and English outside the kit', async () => {
    await kit(
      `<p>${P('Send exactly {amount} to this address.').replace('{amount}', '<span data-amount>125.50 USDT</span>')} ${P('Any other coin is lost.')}</p>
       <p>${P('Expires')} Nov 27, 2026, 6:22 PM · in 5 minutes · 1.2 MB · 825 kB</p>
       <p>pay.example.com/pay/pl_0901 passport-scan.pdf ada@example.com INV-1042 AUD PDF</p>
       <p>${P('Uploaded by')} Ada Lovelace</p>
       <p>⟦${P('Step 1 of 6').slice(0, -1)}⟧ · ${P('Account type')}⟧</p>
       <p>${P('Account type')} · ${P('Your details')}</p>
       <label>${P('Address line 2')}<span> ${P('(optional)')}</span></label>
       <input value="Plain English in a field"><code>--pk-colors-surface</code>`,
    );
    expect(await pseudoTextProblems(page, ['Ada Lovelace'])).toEqual({ english: [], glued: [] });
    // The same English outside a component, or in a provider pinned to another locale, is not read.
    await show(`<p>Sandbox controls</p><div class="pk-root" lang="en-AU"><section data-paykit="demo"><p>Settled</p></section></div>`);
    expect(await pseudoTextProblems(page)).toEqual({ english: [], glued: [] });
  });
});

describe('the card edge detector', () => {
  const CARD = 'min-height: 80px; border: 1px solid; box-sizing: border-box';
  const page3 = (cells: string, css = '') =>
    show(
      `<main data-dashboard-grid style="max-width: 1104px">${cells}</main>`,
      `[data-dashboard-grid] { display: grid; gap: 16px; grid-template-columns: 1fr 1fr }
       @media (max-width: 600px) { [data-dashboard-grid] { grid-template-columns: 1fr } }
       ${css}`,
    );

  it('names a row with a ragged right edge and a card that starts lower than its neighbour', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page3(
      `<section data-paykit="balance-list" style="${CARD}"></section>
       <section data-paykit="fx-converter" style="${CARD}; max-width: 300px; margin-top: 20px"></section>
       <section data-paykit="transaction-list" style="${CARD}; grid-column: 1 / -1"></section>`,
    );
    const problems = await cardEdgeProblems(page, 'rows');
    expect(problems).toContainEqual('row 1 ("balance-list", "fx-converter"): "fx-converter" starts at 36 px from the top, "balance-list" at 16 px');
    expect(problems).toContainEqual(expect.stringMatching(/^row 1 \("balance-list", "fx-converter"\): "fx-converter" ends at \d+ px, the grid at 1104 px$/));
    expect(problems).toHaveLength(2);
  });

  it('passes cards on one grid at 1280 px, and names cards left side by side at 375 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const cells = `<section data-paykit="balance-list" style="${CARD}"></section>
       <section data-paykit="fx-converter" style="${CARD}"><div data-paykit="nested" style="width: 10px"></div></section>
       <section data-paykit="transaction-list" style="${CARD}; grid-column: 1 / -1"></section>`;
    await page3(cells);
    expect(await cardEdgeProblems(page, 'rows')).toEqual([]);

    await page.setViewportSize({ width: 375, height: 667 });
    expect(await cardEdgeProblems(page, 'one column')).toEqual([]);
    await page3(cells, '[data-dashboard-grid] { grid-template-columns: 1fr 1fr !important }');
    expect(await cardEdgeProblems(page, 'one column')).toContainEqual('row 1 ("balance-list", "fx-converter"): 2 cards side by side, expected one column');
  });

  it('says when the page has no grid marked for the check', async () => {
    await show(`<div><section data-paykit="a" style="${CARD}"></section><section data-paykit="b" style="${CARD}"></section></div>`);
    expect(await cardEdgeProblems(page, 'one column')).toEqual(['no [data-dashboard-grid] element on the page']);
  });
});

describe('the code-name detector of the design-system pages', () => {
  it('names a token name on three lines and a docs story frame that scrolls sideways', async () => {
    await show(
      `<p style="width: 60px"><code>--pk-colors-surface</code></p>
       <div class="docs-story" style="width: 200px; overflow: auto"><div style="width: 960px">page</div></div>`,
    );
    const problems = await codeLineProblems(page);
    expect(problems).toContainEqual(expect.stringMatching(/^<code> "--pk-colors-surface" on [3-9] lines$/));
    expect(problems).toContainEqual('a docs story frame scrolls sideways: 960 px in 200 px');
  });

  it('passes a name on two lines, a long code text and a frame its page fits', async () => {
    await show(
      `<p style="width: 110px"><code><span style="white-space: nowrap">--pk-colors-</span><wbr><span style="white-space: nowrap">surface</span></code></p>
       <p style="width: 60px"><code>TK3awUFoPQ9vZkLmN2xYbC7dEfGh8JrStUvWxYz1TK3a</code></p>
       <div class="docs-story" style="width: 200px; overflow: auto"><div>page</div></div>`,
    );
    expect(await codeLineProblems(page)).toEqual([]);
  });
});

describe('the overlap detector (a control drawn over text)', () => {
  // A list row as the payment links' was at 320 px in Arabic: the actions laid over both columns
  // of the date's line, the date too long for its column, both in one grid cell's area.
  const row = (date: string) =>
    `<div data-paykit="payment-link-list" style="width: 230px">
      <div style="display: grid; grid-template-columns: minmax(0, 1fr) auto; white-space: nowrap">
        <span style="grid-area: 1 / 1">${date}</span>
        <span style="grid-area: 1 / 1 / 2 / 3; justify-self: end"><button>Copy link</button> <button aria-label="More actions">…</button></span>
      </div>
    </div>`;

  it('names a control laid over another text of its component, once for rows alike', async () => {
    await show(row('Wednesday 20 November 2026, 8:30 AM') + row('Thursday 21 November 2026, 9:30 AM'));
    const problems = await overlapProblems(page);
    expect(problems).toEqual([
      expect.stringMatching(
        /^\[data-paykit="payment-link-list"\] <button> "Copy link" over <span> "Wednesday 20 November 2026, 8…" \(\d+ × \d+ px\) \(and 1 more like it\)$/,
      ),
      expect.stringMatching(
        /^\[data-paykit="payment-link-list"\] <button> "More actions" over <span> "Wednesday 20 November 2026, 8…" \(\d+ × \d+ px\) \(and 1 more like it\)$/,
      ),
    ]);
  });

  it('passes a control beside its text, its own label, a menu laid over the row, a radio under its label, and a visually hidden text', async () => {
    await show(
      `${row('Nov 20')}
      <div data-paykit="payment-link-list" style="position: relative; width: 230px">
        <p>Nov 21, 8:30 AM</p>
        <div role="menu" style="position: absolute; top: 0; left: 0"><button role="menuitem">Show QR code</button></div>
        <label style="position: relative; display: inline-block; padding: 8px">
          <input type="radio" name="s" style="position: absolute; inset: 0; opacity: 0; margin: 0; width: 100%; height: 100%">Paid
        </label>
        <button>Copy</button><span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); margin-left: -40px">Link copied</span>
      </div>`,
    );
    expect(await overlapProblems(page)).toEqual([]);
  });
});

describe('the catalogue camera’s picture box (support/story-shots.ts)', () => {
  it('ends at the card: a visually hidden copy of a long address, laid out past the card’s edge, does not widen the picture', async () => {
    await show(
      `<div id="storybook-root"><div style="width: 300px; border: 1px solid #888">
        <p>Solana address</p>
        <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap">${ADDRESS}${ADDRESS}</span>
      </div></div>`,
    );
    // The card is 16…318 px: with an 8 px margin the picture is 8…326, not the page's whole width.
    expect(await page.evaluate(paintedBox, 8)).toEqual({ x: 8, y: expect.any(Number), width: 318, height: expect.any(Number) });
  });
});
