/**
 * The demo as a person uses it: buy in the store, settle from the sandbox panel, watch the
 * widget turn settled; open a payment link's hosted checkout in the overlay by keyboard; and
 * every page the demo serves loads with nothing in the console (no CSP error, no violation).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/demo-server';
import { expectNoExtensionCalls } from '../support/strict-sandbox';
import { createPaykitClient } from '../../src/server';
import { launchChromium, newContext } from './browser';

let demo: DemoServer;
// The demo's sandbox is strict: a sandbox-only call from its proxy or hosted checkout fails this file, named.
afterAll(() => expectNoExtensionCalls(demo.sandbox, 'the demo server'));
let browser: Browser;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0, apiKey: 'sk_e2e_store' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

describe('demo store and sandbox panel', () => {
  it('sells at the server’s price and settles from the panel', async () => {
    const context = await newContext(browser);
    const store = await context.newPage();
    await store.goto(`${demo.url}/`);
    await store.getByRole('button', { name: 'Buy Hoodie' }).click();
    const widget = store.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    const paymentId = (await widget.getAttribute('data-payment-id')) as string;
    expect(await widget.textContent()).toContain('49.50');

    const panel = await context.newPage();
    await panel.goto(`${demo.url}/sandbox`);
    await panel.getByRole('button', { name: `Settle payment ${paymentId}` }).click();
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 5000 }).toBe('settled');
    await context.close();
  });

  it('moves focus to the checkout after "Buy", and keeps the payment (and its status) across a reload until the payer goes back', async () => {
    const context = await newContext(browser);
    const store = await context.newPage();
    await store.goto(`${demo.url}/`);
    await store.getByRole('button', { name: 'Buy Enamel mug' }).click();
    const widget = store.locator('[data-payment-id]');
    await expect.poll(() => widget.getAttribute('data-state')).toBe('pending');
    // The "Checkout" heading takes focus; the order under it names the product (once).
    expect(await store.evaluate(() => document.activeElement?.textContent)).toBe('Checkout');
    expect(await store.locator('.order__name').textContent()).toBe('Enamel mug');
    const paymentId = (await widget.getAttribute('data-payment-id')) as string;

    await store.reload();
    await expect.poll(() => store.locator('[data-payment-id]').getAttribute('data-payment-id')).toBe(paymentId);
    expect(await store.getByRole('heading', { level: 2, name: 'Checkout' }).count()).toBe(1);
    expect(await store.locator('.order__name').textContent()).toBe('Enamel mug');

    const panel = await context.newPage();
    await panel.goto(`${demo.url}/sandbox`);
    await panel.getByRole('button', { name: `Settle payment ${paymentId}` }).click();
    await expect.poll(() => store.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 5000 }).toBe('settled');
    await store.reload();
    await expect.poll(() => store.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 5000 }).toBe('settled');

    await store.getByRole('button', { name: 'Back to the products' }).click();
    expect(await store.evaluate(() => document.activeElement?.textContent)).toBe('Products');
    await store.reload();
    await store.getByRole('button', { name: 'Buy Enamel mug' }).waitFor();
    expect(await store.locator('[data-payment-id]').count()).toBe(0);
    await context.close();
  });

  it('panel at 375 px: a long list pages, opening a form moves no button, and an account that sent nothing cannot be approved', async () => {
    const admin = createPaykitClient({ apiKey: 'sk_e2e_store', baseUrl: `${demo.url}/sandbox` });
    for (let i = 0; i < 12; i++) await admin.payments.create({ amount: '12.00', currency: 'USDT', reference: `e2e-panel-${i}` });
    const account = await admin.connectedAccounts.create({ customer_type: 'individual', email: 'e2e-empty@example.com', country: 'AU', reference_id: 'e2e' });
    const context = await newContext(browser, { width: 375 });
    const panel = await context.newPage();
    await panel.goto(`${demo.url}/sandbox`);
    const rows = panel.locator('#payments tr[data-id]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);

    const row = rows.first();
    const expire = row.getByRole('button', { name: /^Expire payment/ });
    // Where the button is on the page (not in the viewport, which a click may scroll).
    const place = () => expire.evaluate((button) => ({ x: button.getBoundingClientRect().left + scrollX, y: button.getBoundingClientRect().top + scrollY }));
    const before = await place();
    await row.getByText('Underpay…').click();
    await row.getByRole('textbox').waitFor();
    expect(await place()).toEqual(before);

    // The button is disabled with its reason; the panel API refuses the approval too, and says why.
    const accountRow = panel.locator(`tr[data-id="${account.connected_account_id}"]`);
    const approve = accountRow.getByRole('button', { name: `Approve account ${account.connected_account_id}` });
    expect(await approve.isDisabled()).toBe(true);
    expect(await accountRow.textContent()).toContain('Nothing sent yet');
    await context.close();
  });

  it('loads /, /pay/<id>, /onboarding and /dashboard (before and after signing in) with no console error and no CSP violation', async () => {
    const context = await newContext(browser);
    // A violation is an event, not always a console line: make it one.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const { payment_link_id: linkId } = (await (await fetch(`${demo.url}/demo/config.json`)).json()) as { payment_link_id: string };

    await page.goto(`${demo.url}/`);
    await page.getByRole('button', { name: 'Buy Hoodie' }).waitFor();
    await page.goto(`${demo.url}/pay/${linkId}`);
    await expect.poll(() => page.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 10_000 }).toBe('pending');
    await page.goto(`${demo.url}/onboarding`);
    await page.getByRole('heading', { level: 2, name: 'Who is the account for?' }).waitFor();
    await page.goto(`${demo.url}/dashboard`);
    const signIn = page.getByRole('button', { name: 'Sign in as the store’s staff' });
    await signIn.waitFor();
    expect(problems).toEqual([]);
    await signIn.click();
    await expect.poll(() => page.locator('[data-paykit="balance-list"]').getAttribute('data-state')).toMatch(/ready|empty/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the payment link’s hosted checkout in an overlay with the keyboard, and Escape returns focus', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    const open = page.getByRole('button', { name: /Pay 25\.00 USDT/ });
    await open.waitFor();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const frame = page.frameLocator('iframe');
    await expect.poll(() => frame.locator('[data-payment-id]').getAttribute('data-state'), { timeout: 10_000 }).toBe('pending');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});

/** The box of the first element matching `selector`, in CSS pixels of the viewport. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    });

describe('the demo store looks like a shop (issue 34)', () => {
  it('shows the products as pictured cards: three columns across a wide page at 1280 px, one column at 375 px', async () => {
    for (const [width, columns] of [
      [1280, 3],
      [375, 1],
    ] as const) {
      const context = await newContext(browser, { width });
      const page = await context.newPage();
      await page.goto(`${demo.url}/`);
      await page.getByRole('button', { name: 'Buy Hoodie' }).waitFor();
      const cards = page.locator('.products > li');
      expect(await cards.count()).toBe(3);
      const lefts = new Set(await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left))));
      expect(lefts.size, `columns at ${width} px`).toBe(columns);
      // Each card: a picture, its name, a line of description, its price.
      for (const card of await cards.all()) {
        expect(await card.locator('svg').first().boundingBox()).not.toBeNull();
        expect(await card.locator('h3').textContent()).toBeTruthy();
        expect(await card.locator('p').textContent()).toBeTruthy();
        expect(await card.textContent()).toMatch(/\d+\.\d{2} USDT/);
      }
      if (width === 1280) expect((await box(page, '.products')).width, 'not a 480 px strip').toBeGreaterThan(900);
      await context.close();
    }
  });

  it('while a product is paid for: the header’s cart line names it and its total, no "Pay …" button competes, and "Back to the products" is quiet', async () => {
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    expect(await page.getByRole('banner').textContent()).toContain('Your cart is empty');
    await page.getByRole('button', { name: 'Buy Enamel mug' }).click();
    await expect.poll(() => page.locator('[data-payment-id]').getAttribute('data-state')).toBe('pending');
    expect(await page.getByRole('banner').textContent()).toMatch(/Enamel mug\s*·\s*12\.00 USDT/);
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back to the products' }).getAttribute('data-variant')).toBe('quiet');
    // The order beside the payment, not above it, on a wide screen.
    const order = await box(page, '.order');
    const widget = await box(page, '[data-payment-id]');
    expect(order.right).toBeLessThanOrEqual(widget.left);
    // One block: the gap between them is the grid's 4rem, not an empty stretch of the page.
    expect(widget.left - order.right).toBeLessThanOrEqual(64);
    await context.close();
  });
});

describe('the demo store, round 2 (issue 34 verdict)', () => {
  it('leads with the products: every Buy is 44 px, the payment link is an outline button, and at 375 px a picture is at most 200 px tall with the cart beside the name', async () => {
    for (const width of [1280, 375]) {
      const context = await newContext(browser, { width, height: width === 375 ? 667 : 800 });
      const page = await context.newPage();
      await page.goto(`${demo.url}/`);
      await page.getByRole('button', { name: 'Buy Hoodie' }).waitFor();
      const link = page.getByRole('button', { name: /Pay 25\.00 USDT/ });
      await link.waitFor();
      for (const buy of await page.getByRole('button', { name: /^Buy / }).all()) expect((await buy.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      const fill = (locator: typeof link) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await fill(link), 'the link is not a second filled button').not.toBe(await fill(page.getByRole('button', { name: 'Buy Hoodie' })));
      expect((await box(page, '.products .picture')).height).toBeLessThanOrEqual(width === 375 ? 200 : 260);
      const brand = await box(page, '.brand');
      const cart = await box(page, '.cart');
      expect(Math.abs(cart.top + cart.height / 2 - (brand.top + brand.height / 2)), 'cart on the name’s row').toBeLessThanOrEqual(4);
      await context.close();
    }
  });

  it('on the checkout step, the order is one summary column: a 64 px thumbnail, the name and price on a row, then Total, and the sandbox note no wider', async () => {
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    await page.getByRole('button', { name: 'Buy Hoodie' }).click();
    await expect.poll(() => page.locator('[data-payment-id]').getAttribute('data-state')).toBe('pending');
    const thumb = await box(page, '.order .picture');
    expect(thumb.width).toBe(64);
    expect(thumb.height).toBe(64);
    const item = await box(page, '.order__item');
    const total = await box(page, '.order__total');
    const note = await box(page, '.checkout > .sandbox-note');
    expect(Math.abs(item.right - total.right)).toBeLessThanOrEqual(1);
    expect(note.right).toBeLessThanOrEqual(total.right + 1);
    expect(await page.locator('.order__item').textContent()).toMatch(/Hoodie.*Heavy fleece.*49\.50 USDT/);
    await context.close();
  });
});

describe('the demo store, round 3 (issue 34 verdict)', () => {
  it('at 375 × 667 px every product and its Buy is on the first screen, as rows with a 96 px square picture', async () => {
    const context = await newContext(browser, { width: 375, height: 667 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    await page.getByRole('button', { name: 'Buy Hoodie' }).waitFor();
    for (const buy of await page.getByRole('button', { name: /^Buy / }).all()) expect((await buy.boundingBox())!.y + 44).toBeLessThanOrEqual(667);
    const picture = await box(page, '.products .picture');
    expect(picture.width).toBe(96);
    expect(picture.height).toBe(96);
    await context.close();
  });

  it('names the product once on the checkout step, under a "Checkout" heading, and says "Test mode" once, in the header beside the shop’s name', async () => {
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    await page.getByRole('button', { name: 'Buy Hoodie' }).click();
    await expect.poll(() => page.locator('[data-payment-id]').getAttribute('data-state')).toBe('pending');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Checkout');
    const pills = page.getByText('Test mode', { exact: true });
    await expect.poll(() => pills.filter({ visible: true }).count()).toBe(1);
    const pill = await pills.filter({ visible: true }).first().boundingBox();
    const brand = await box(page, '.brand');
    expect(Math.abs(pill!.y + pill!.height / 2 - (brand.top + brand.height / 2)), 'on the name’s row').toBeLessThanOrEqual(4);
    expect(pill!.x - brand.right).toBeLessThanOrEqual(16);
    await context.close();
  });
});

describe('the payment-link overlay (issue 34)', () => {
  async function openOverlay(width: number, reducedMotion: 'reduce' | 'no-preference') {
    const context = await browser.newContext({ viewport: { width, height: width < 640 ? 667 : 800 }, reducedMotion, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    await page.getByRole('button', { name: /Pay 25\.00 USDT/ }).click();
    await page.getByRole('dialog').waitFor();
    return { context, page };
  }

  /** The box of the hosted page's test-mode pill inside the overlay's frame, in the top page's pixels (none: an empty box). */
  async function pillInFrame(page: Page) {
    const pill = await page.frameLocator('[data-part="panel"] iframe').locator('.merchant .test-mode').boundingBox();
    return pill ? { left: pill.x, right: pill.x + pill.width, top: pill.y, bottom: pill.y + pill.height } : { left: 0, right: 0, top: 0, bottom: 0 };
  }
  const overlaps = (a: { left: number; right: number; top: number; bottom: number }, b: { left: number; right: number; top: number; bottom: number }) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it('on a phone is a full-screen sheet with a 44 px × inside the page’s first row at the inline end, no bar of its own, sliding up only without reduced motion', async () => {
    const { context, page } = await openOverlay(375, 'no-preference');
    expect(await page.locator('[data-part="panel"]').evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
    // Measured where the sheet comes to rest, not somewhere along its slide.
    await page.locator('[data-part="panel"]').evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const panel = await box(page, '[data-part="panel"]');
    expect(panel).toMatchObject({ left: 0, top: 0, width: 375, height: 667 });
    const close = await box(page, '[data-part="close"]');
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
    expect(close.right).toBeGreaterThan(375 - 16);
    expect(close.right).toBeLessThanOrEqual(375);
    // In the merchant's row (44 px under the page's 16 px padding), not on a bar above the page.
    expect(close.top).toBeGreaterThanOrEqual(8);
    expect(close.bottom).toBeLessThanOrEqual(68);
    const frame = await box(page, '[data-part="panel"] iframe');
    expect(frame.top, 'the page starts at the top of the sheet').toBeLessThanOrEqual(1);
    await page.locator('[data-part="panel"][data-frame="ours"]').waitFor();
    expect(overlaps(close, await pillInFrame(page)), 'the × is clear of the test-mode pill').toBe(false);
    await context.close();

    const still = await openOverlay(375, 'reduce');
    expect(await still.page.locator('[data-part="panel"]').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await still.context.close();
  });

  it('from 640 px is a centred dialog of at most 520 px with rounded corners and an edge, 48 px of air above and below, its quiet × inside its top inline-end corner', async () => {
    for (const width of [640, 1280]) {
      const { context, page } = await openOverlay(width, 'reduce');
      const panel = await box(page, '[data-part="panel"]');
      expect(panel.width).toBeLessThanOrEqual(520);
      expect(panel.width).toBeGreaterThanOrEqual(440);
      expect(Math.abs(panel.left - (width - panel.right))).toBeLessThanOrEqual(1);
      expect(panel.top).toBeGreaterThanOrEqual(48);
      expect(800 - panel.bottom).toBeGreaterThanOrEqual(48);
      const look = await page.locator('[data-part="panel"]').evaluate((element) => {
        const style = getComputedStyle(element);
        return { radius: parseFloat(style.borderTopLeftRadius), edge: parseFloat(style.borderTopWidth), shadow: style.boxShadow };
      });
      expect(look.radius).toBeGreaterThanOrEqual(8);
      expect(look.edge).toBeGreaterThanOrEqual(1);
      expect(look.shadow).not.toBe('none');
      const close = await box(page, '[data-part="close"]');
      // 40 px under a mouse (44 on a touch screen, above).
      expect(close.width).toBeGreaterThanOrEqual(40);
      expect(close.height).toBeGreaterThanOrEqual(40);
      expect(close.left).toBeGreaterThan(panel.left + panel.width / 2);
      expect(close.right, 'inside the dialog, not on the backdrop').toBeLessThanOrEqual(panel.right - 8);
      expect(close.top).toBeGreaterThanOrEqual(panel.top + 8);
      expect(close.bottom).toBeLessThanOrEqual(panel.top + 68);
      // Nothing is drawn between the dialog's edge and the page inside: the frame fills it.
      const frame = await box(page, '[data-part="panel"] iframe');
      expect(frame.width).toBeGreaterThanOrEqual(panel.width - 2);
      expect(frame.height).toBeGreaterThanOrEqual(panel.height - 2);
      await page.locator('[data-part="panel"][data-frame="ours"]').waitFor();
      expect(overlaps(close, await pillInFrame(page)), 'the × is clear of the test-mode pill').toBe(false);
      await context.close();
    }
  });
});
