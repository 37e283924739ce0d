/**
 * Onboarding in real Chromium against `npm start`'s server (in-process): an individual and a
 * business (a trust with two owners) from the first question to the account details card,
 * filling the forms with the keyboard only, uploading real JPEG and PDF files, doing the
 * selfie check on the sandbox's page and approving from the sandbox panel; a "more
 * information required" round trip; and axe-core on every step of both flows.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/demo-server';
import { expectNoExtensionCalls } from '../support/strict-sandbox';
import { createPaykitClient } from '../../src/server';
import { launchChromium, newContext } from './browser';
import { pdf } from './support/pdf';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let demo: DemoServer;
// The demo's sandbox is strict: a sandbox-only call from its proxy or hosted checkout fails this file, named.
afterAll(() => expectNoExtensionCalls(demo.sandbox, 'the demo server'));
let browser: Browser;
let dir: string;
const files = { passport: '', proofOfAddress: '', registration: '', trustDeed: '' };

beforeAll(async () => {
  [demo, browser, dir] = await Promise.all([
    startDemoServer({ port: 0, apiKey: 'sk_e2e_onboarding' }),
    launchChromium(),
    mkdtemp(join(tmpdir(), 'paykit-onboarding-')),
  ]);
  // A real photo-sized JPEG, encoded by the browser itself; real (if tiny) PDFs.
  files.passport = join(dir, 'passport.jpg');
  files.proofOfAddress = join(dir, 'electricity-bill.pdf');
  files.registration = join(dir, 'registration-certificate.pdf');
  files.trustDeed = join(dir, 'trust-deed.pdf');
  await Promise.all([
    writeFile(files.passport, await jpegPhoto(browser)),
    writeFile(files.proofOfAddress, pdf('Electricity bill - 1 George St, Sydney NSW 2000')),
    writeFile(files.registration, pdf('Certificate of registration - Lovelace Family Trust')),
    writeFile(files.trustDeed, pdf('Trust deed - Lovelace Family Trust')),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- files

/** A 900 × 600 JPEG with sharp detail (so the uploader's readability check stays quiet). */
async function jpegPhoto(from: Browser): Promise<Buffer> {
  const context = await from.newContext();
  const page = await context.newPage();
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#f4efe6';
    g.fillRect(0, 0, 900, 600);
    g.fillStyle = '#1b2a4a';
    for (let y = 0; y < 600; y += 12) for (let x = (y / 12) % 2 ? 0 : 6; x < 900; x += 12) g.fillRect(x, y, 6, 6);
    g.fillStyle = '#ffffff';
    g.fillRect(60, 60, 780, 480);
    g.fillStyle = '#111111';
    g.font = 'bold 40px sans-serif';
    g.fillText('PASSPORT  AUSTRALIA', 100, 140);
    g.font = '28px monospace';
    g.fillText('LOVELACE  ADA  PA1234567', 100, 220);
    g.fillText('P<AUSLOVELACE<<ADA<<<<<<<<<<<<<<<<<', 100, 480);
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1] as string;
  });
  await context.close();
  return Buffer.from(base64, 'base64');
}

// ---------------------------------------------------------------- helpers

/** CSP violations and uncaught errors, which must stay empty. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const flow = (page: Page) => page.locator('[data-paykit="onboarding-flow"]');

/** Waits for the flow to show `step`, with its heading focused (after a move) and the progress list current. */
async function atStep(page: Page, step: string, heading: string, options: { focused?: boolean; timeout?: number; progress?: boolean } = {}) {
  await expect.poll(() => flow(page).getAttribute('data-state'), { timeout: options.timeout ?? 10_000 }).toBe(step);
  const title = page.getByRole('heading', { level: 2, name: heading });
  await title.waitFor();
  if (options.progress !== false) {
    const progress = page.getByRole('navigation', { name: 'Progress' });
    if (step === 'account') {
      // Approved: the stepper ends complete, every step done and none current.
      expect(await progress.locator('[aria-current]').count()).toBe(0);
      expect(new Set(await progress.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-state'))))).toEqual(new Set(['done']));
    } else {
      expect(await progress.locator('[aria-current="step"]').getAttribute('data-step')).toBe(step);
    }
  }
  if (options.focused !== false) {
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
  }
}

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules: no violations, listed readably if any. */
async function expectAccessible(page: Page, where: string) {
  // Native <option> lists are drawn by the browser, not the page; skipping their ~250 countries per select halves the run.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('option').analyze();
  const found = violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}

/** The id of the focused element (form fields' ids are their paths: "first_name", "address-postcode"). */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Tab to the next control, check it is the expected one, and type into it (or press a key). */
async function next(page: Page, id: string, input?: string | { press: string }) {
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe(id);
  if (input === undefined) return;
  if (typeof input === 'string') await page.keyboard.type(input);
  else await page.keyboard.press(input.press);
}

interface Person {
  first: string;
  last: string;
  dob: [string, string, string];
  idNumber: string;
}

/**
 * A person's questions in tab order: name, date of birth, nationality (a native select: typing
 * picks the option), passport (Space), document number and an Australian address.
 */
async function typePerson(page: Page, prefix: string, person: Person) {
  const id = (field: string) => `${prefix}${field}`;
  await next(page, id('first_name'), person.first);
  await next(page, id('last_name'), person.last);
  // Shift+Tab back: what was typed is still there.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedId(page)).toBe(id('first_name'));
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(person.first);
  await page.keyboard.press('Tab');
  await next(page, id('date_of_birth'), person.dob[0]);
  await next(page, id('date_of_birth-month'), person.dob[1]);
  await next(page, id('date_of_birth-year'), person.dob[2]);
  await next(page, id('nationality'), 'Australia');
  await next(page, id('id_type'), { press: 'Space' });
  await next(page, id('id_number'), person.idNumber);
  await next(page, id('address-country'), 'Australia');
  await next(page, id('address-line1'), '1 George St');
  await next(page, id('address-line2'));
  await next(page, id('address-city'), 'Sydney');
  await next(page, id('address-state'), 'New South Wales');
  await next(page, id('address-postcode'), '2000');
}

/** A new visitor opens the onboarding page and starts as an individual: the details form shows. */
async function startIndividual(page: Page) {
  await page.goto(`${demo.url}/onboarding`);
  await atStep(page, 'customer-type', 'Who is the account for?', { focused: false });
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await atStep(page, 'details', 'Tell us about yourself');
}

async function expectValue(page: Page, id: string, value: string) {
  expect(await page.locator(`[id="${id}"]`).inputValue()).toBe(value);
}

async function uploadInto(page: Page, type: string, path: string) {
  const slot = page.locator(`[data-part="document-slot"][data-document-type="${type}"]`);
  await slot.locator('input[type="file"]').first().setInputFiles(path);
  await expect.poll(() => slot.getAttribute('data-state'), { timeout: 10_000 }).toBe('uploaded');
}

/**
 * The account this test's visitor opened: the newest one, since the tests of this file run one at
 * a time and each opens one account. (The visitor's cookie is an opaque session id that names no
 * account, by design, so the platform's view is the way to find it.)
 */
async function newestAccountId(): Promise<string> {
  const platform = createPaykitClient({ apiKey: 'sk_e2e_onboarding', baseUrl: `${demo.url}/sandbox` });
  const [newest] = (await platform.sandbox.listAccounts({ limit: 1 })).data;
  if (!newest) throw new Error('no connected account has been opened');
  return newest.connected_account_id;
}

/** Opens the sandbox panel in another tab and runs `act` on this visitor's account row. */
async function inPanel(context: BrowserContext, act: (row: Locator, panel: Page) => Promise<void>) {
  const accountId = await newestAccountId();
  const panel = await context.newPage();
  await panel.goto(`${demo.url}/sandbox`);
  const row = panel.getByRole('row').filter({ hasText: accountId });
  await row.waitFor({ timeout: 10_000 });
  await act(row, panel);
  await panel.close();
}

async function approve(context: BrowserContext) {
  await inPanel(context, async (row) => {
    const button = row.getByRole('button', { name: /^Approve account acct_/ });
    await button.click();
    await button.waitFor({ state: 'detached', timeout: 10_000 });
  });
}

/** The VirtualAccountCard with a BSB as NNN-NNN; answers the BSB and account number shown. */
async function expectAccountDetails(page: Page): Promise<string[]> {
  const card = page.locator('[data-paykit="virtual-account-card"]');
  await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
  const bsb = (await card.locator('[data-field="bsb"]').textContent())?.trim() ?? '';
  const accountNumber = (await card.locator('[data-field="account-number"]').textContent())?.trim() ?? '';
  expect(bsb).toMatch(/^\d{3}-\d{3}$/);
  expect(accountNumber).toMatch(/^\d{9}$/);
  return [bsb, accountNumber];
}

/** "Start the selfie check" opens the sandbox's selfie page in a new tab; pass it there. */
async function passSelfieCheck(context: BrowserContext, page: Page) {
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: /Start the selfie check/ }).click();
  const selfie = await opened;
  await selfie.waitForURL(/\/sandbox\/v1\/sandbox\/liveness\//);
  await selfie.getByRole('button', { name: 'Complete selfie check' }).click();
  await selfie.getByRole('status').filter({ hasText: 'Selfie check complete' }).waitFor();
  await selfie.close();
  await page.bringToFront();
}

/**
 * Opens an individual's account for this page's visitor through the proxy (same session cookie),
 * sends KYC details and the given documents (the passport photo for each), and starts the selfie
 * check: its answer, whose liveness_url opens the sandbox's selfie page. A quick way past the
 * forms the first test drives by keyboard.
 */
async function handInThroughProxy(page: Page, documents: string[]): Promise<{ liveness_url?: string }> {
  return page.evaluate(
    async ([jpegBase64, types]) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/api/paykit${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<{ liveness_url?: string }>;
      };
      await post('/onboarding/account', { customer_type: 'individual' });
      await post('/onboarding/kyc', {
        first_name: 'Grace',
        last_name: 'Hopper',
        date_of_birth: '1986-12-09',
        nationality: 'AU',
        id_type: 'passport',
        id_number: 'PA7654321',
        address: { line1: '3 Pitt St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
      });
      for (const type of types) {
        const form = new FormData();
        form.append('document_type', type);
        form.append('file', new Blob([Uint8Array.from(atob(jpegBase64), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }), `${type}.jpg`);
        const uploaded = await fetch('/api/paykit/onboarding/documents', { method: 'POST', body: form });
        if (!uploaded.ok) throw new Error(`documents: ${uploaded.status}`);
      }
      return post('/onboarding/liveness', {});
    },
    [(await jpegPhoto(browser)).toString('base64'), documents] as const,
  );
}

// ---------------------------------------------------------------- tests

describe('onboarding at /onboarding', () => {
  it('an individual: keyboard-only KYC, passport and proof of address, selfie check, approval, account details (axe on every step)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${demo.url}/onboarding`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("img-src 'self' data: blob:");

    await atStep(page, 'customer-type', 'Who is the account for?', { focused: false });
    expect(await page.getByText('Step 1 of 6 · Account type', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'account type');
    // The choice by keyboard too: into the radios, Space, Enter submits.
    await page.getByRole('heading', { name: 'Who is the account for?' }).focus();
    await next(page, 'onboarding_customer_type', { press: 'Space' });
    await page.keyboard.press('Enter');

    await atStep(page, 'details', 'Tell us about yourself');
    expect(await page.getByText('Step 2 of 6 · Your details', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'details (empty)');
    await typePerson(page, '', { first: 'Ada', last: 'Lovelace', dob: ['10', '12', '1990'], idNumber: 'PA1234567' });
    await expectValue(page, 'nationality', 'AU');
    await expectValue(page, 'address-state', 'NSW');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Continue');
    await page.keyboard.press('Enter');

    await atStep(page, 'documents', 'Upload your documents');
    await expectAccessible(page, 'documents');
    // Continue before uploading: told what is missing, nothing moves.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.locator('[data-part="error-summary"]').filter({ hasText: 'Upload the passport photo page' }).count()).toBe(1);
    await expectAccessible(page, 'documents (missing)');
    await uploadInto(page, 'passport', files.passport);
    await uploadInto(page, 'proof_of_address', files.proofOfAddress);
    await expectAccessible(page, 'documents (uploaded)');
    // Back keeps what was typed; forward again resubmits it.
    await page.getByRole('button', { name: 'Back' }).click();
    await atStep(page, 'details', 'Tell us about yourself');
    await expectValue(page, 'first_name', 'Ada');
    await expectValue(page, 'address-postcode', '2000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await atStep(page, 'documents', 'Upload your documents');
    await page.getByRole('button', { name: 'Continue' }).click();

    await atStep(page, 'liveness', 'Take a selfie check');
    await expectAccessible(page, 'selfie check');
    await passSelfieCheck(context, page);

    await atStep(page, 'verification', 'Verification', { timeout: 15_000 });
    await page.getByText('We have your details').waitFor();
    await expectAccessible(page, 'verification (pending)');

    await approve(context);
    await atStep(page, 'account', 'You’re verified', { timeout: 15_000 });
    // The heading takes focus so screen readers start there; a ring round a heading nobody can act on is noise.
    const finalHeading = page.getByRole('heading', { level: 2, name: 'You’re verified' });
    expect(await finalHeading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    const issued = await expectAccountDetails(page);
    await expectAccessible(page, 'account details');
    // Reloaded, the same details come back from the proxy's store: the service has no read of them.
    await page.reload();
    await atStep(page, 'account', 'You’re verified', { timeout: 15_000, focused: false });
    expect(await expectAccountDetails(page)).toEqual(issued);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a business (a trust with two owners): keyboard-only KYB, registration document and trust deed, approval, account details (axe on every step)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${demo.url}/onboarding`);

    await atStep(page, 'customer-type', 'Who is the account for?', { focused: false });
    await page.getByRole('heading', { name: 'Who is the account for?' }).focus();
    await next(page, 'onboarding_customer_type', { press: 'ArrowDown' });
    expect(await focusedId(page)).toBe('onboarding_customer_type-business');
    await page.keyboard.press('Enter');

    await atStep(page, 'details', 'Tell us about the business');
    expect(await page.getByText('Step 2 of 5 · Business details', { exact: true }).count()).toBe(1);
    await next(page, 'legal_name', 'Lovelace Family Trust');
    await next(page, 'country_of_incorporation', 'Australia');
    await next(page, 'registration_number', '51824753556');
    // Business type: arrow keys move the selection through the radios to Trust.
    await next(page, 'business_type', { press: 'ArrowDown' });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedId(page)).toBe('business_type-trust');
    await page
      .getByText(/trust deed/i)
      .first()
      .waitFor();
    await next(page, 'registered_address-country', 'Australia');
    await next(page, 'registered_address-line1', '2 Market St');
    await next(page, 'registered_address-line2');
    await next(page, 'registered_address-city', 'Melbourne');
    await next(page, 'registered_address-state', 'Victoria');
    await next(page, 'registered_address-postcode', '3000');
    await expectValue(page, 'registration_number', '51 824 753 556');

    // The first owner's form is open under their row, whose "⋯" menu (with Remove) comes first.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('⋯');
    await typePerson(page, 'beneficial_owners-0-', { first: 'Ada', last: 'Lovelace', dob: ['10', '12', '1990'], idNumber: 'PA1234567' });
    await next(page, 'beneficial_owners-0-ownership_percentage', '60');
    // The open owner's form ends with Save owner (its row, with its menu, is above it).
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Save owner');
    // A new owner's form is left with Save owner (back to their row's Edit); only then is another owner offered.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('beneficial_owners-0-edit');
    await page.keyboard.press('Tab');
    await next(page, 'beneficial_owners-add', { press: 'Enter' });
    // Focus moves to the new owner's first field.
    await expect.poll(() => focusedId(page)).toBe('beneficial_owners-1-first_name');
    await page.keyboard.press('Shift+Tab');
    await typePerson(page, 'beneficial_owners-1-', { first: 'Charles', last: 'Babbage', dob: ['26', '12', '1971'], idNumber: 'PB7654321' });
    await next(page, 'beneficial_owners-1-ownership_percentage', '40');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Save owner');
    // The new owner's form is still open: "Add another owner" waits for Save owner, so Continue is next.
    await expectAccessible(page, 'business details (filled)');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Continue');
    await page.keyboard.press('Enter');

    // A trust: the trust deed is asked beside the registration document.
    await atStep(page, 'documents', 'Upload the business’s documents');
    await page.locator('[data-document-type="trust_deed"]').waitFor();
    await expectAccessible(page, 'business documents');
    await uploadInto(page, 'registration_document', files.registration);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.locator('[data-part="error-summary"]').filter({ hasText: 'Upload the trust deed' }).count()).toBe(1);
    await uploadInto(page, 'trust_deed', files.trustDeed);
    await page.getByRole('button', { name: 'Continue' }).click();

    await atStep(page, 'verification', 'Verification');
    expect(await page.getByText('Step 4 of 5 · Verification', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'business verification (pending)');

    await approve(context);
    await atStep(page, 'account', 'You’re verified', { timeout: 15_000 });
    await expectAccountDetails(page);
    await expectAccessible(page, 'business account details');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a first visit logs no error: with no account yet the flow asks in a way the proxy answers without a 4xx', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const failed: string[] = [];
    page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${new URL(response.url()).pathname}`));
    await page.goto(`${demo.url}/onboarding`);
    await atStep(page, 'customer-type', 'Who is the account for?', { focused: false });
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the first click after fixing a field counts: the error goes as the value becomes valid, so nothing moves under the pointer', async () => {
    // Tall enough that the page does not scroll: a scrolled-to-the-end page would hide a shift by scrolling with it.
    const context = await newContext(browser, { height: 2400 });
    const page = await context.newPage();
    await startIndividual(page);
    await typePerson(page, '', { first: 'Ada', last: 'Lovelace', dob: ['10', '12', '1990'], idNumber: 'PA1234567' });
    // A postcode one digit short: submitting shows its error (and the summary).
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    const postcode = page.locator('[id="address-postcode"]');
    await expect.poll(() => postcode.getAttribute('aria-invalid')).toBe('true');

    await postcode.click();
    await page.keyboard.press('End');
    await page.keyboard.type('0');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    // One click, as a person makes it: the field blurs on mousedown, the click lands on mouseup.
    await continueButton.click();
    await atStep(page, 'documents', 'Upload your documents');
    await context.close();
  });

  it('an individual who reloads on the documents step and goes Back finds the details sent, kept in this tab only', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await startIndividual(page);
    await typePerson(page, '', { first: 'Ada', last: 'Lovelace', dob: ['10', '12', '1990'], idNumber: 'PA1234567' });
    await page.keyboard.press('Enter');
    await atStep(page, 'documents', 'Upload your documents');
    await page.reload();
    await atStep(page, 'documents', 'Upload your documents', { focused: false });
    await page.getByRole('button', { name: 'Back' }).click();
    await atStep(page, 'details', 'Tell us about yourself');
    await expectValue(page, 'first_name', 'Ada');
    await expectValue(page, 'last_name', 'Lovelace');
    await expectValue(page, 'id_number', 'PA1234567');
    await expectValue(page, 'address-postcode', '2000');
    // Nothing the applicant typed outlives the tab; the demo page keeps only that its intro was read.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['paykit-demo-onboarding-intro-seen']);
    await context.close();
  });

  it('the six steps of a person fit on one line at 1280 px', async () => {
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await startIndividual(page);
    const tops = await page.locator('[data-part="progress"] > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size).toBe(1);
    await context.close();
  });

  it('more information required: the panel asks for a proof of address, the customer uploads it and resubmits, then approval', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${demo.url}/onboarding`);
    await atStep(page, 'customer-type', 'Who is the account for?', { focused: false });

    // Get to review quickly through the proxy (same session cookie), then reload: the flow resumes there.
    const liveness = await handInThroughProxy(page, ['passport']);
    const selfie = await context.newPage();
    await selfie.goto(liveness.liveness_url as string);
    await selfie.getByRole('button', { name: 'Complete selfie check' }).click();
    await selfie.getByRole('status').filter({ hasText: 'Selfie check complete' }).waitFor();
    await selfie.close();

    // No proof of address yet: the flow resumes at the documents step, passport already there.
    await page.reload();
    await atStep(page, 'documents', 'Upload your documents', { focused: false });
    await page.getByText(/Already uploaded: Passport photo page/).waitFor();
    await uploadInto(page, 'proof_of_address', files.proofOfAddress);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The selfie check was passed already: the flow goes through it to verification by itself.
    await atStep(page, 'verification', 'Verification', { timeout: 15_000 });

    await inPanel(context, async (row) => {
      await row.locator('summary').filter({ hasText: 'More info…' }).click();
      await row.getByLabel('Proof of address').check();
      await row.getByRole('button', { name: /^Request more info account acct_/ }).click();
      await row.getByText('Needs: Proof of address').waitFor({ timeout: 10_000 });
    });

    const status = page.locator('[data-paykit="verification-status"]');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 15_000 }).toBe('more_info_required');
    const task = page.locator('[data-task="address_proof"]');
    await task.getByRole('heading', { name: 'Upload a proof of address' }).waitFor();
    await expectAccessible(page, 'more information required');
    await uploadInto(page, 'proof_of_address', files.proofOfAddress);
    await expect.poll(() => task.getAttribute('data-done')).toBe('true');
    await page.getByRole('button', { name: 'Resubmit for review' }).click();
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 10_000 }).toBe('in_review');
    await page.getByText('We’re reviewing your details').waitFor();
    await expectAccessible(page, 'in review');

    await approve(context);
    await atStep(page, 'account', 'You’re verified', { timeout: 15_000 });
    await expectAccountDetails(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a rejection during the selfie check: the page moves to the rejection by itself, and the panel offers no approval of it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const shown: string[] = [];
    await page.exposeFunction('paykitSawText', (text: string) => shown.push(text));
    await page.addInitScript(() => {
      const report = () => (window as unknown as { paykitSawText: (text: string) => void }).paykitSawText(document.body?.textContent ?? '');
      new MutationObserver(report).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${demo.url}/onboarding`);
    await atStep(page, 'customer-type', 'Who is the account for?', { focused: false });

    const liveness = await handInThroughProxy(page, ['passport', 'proof_of_address']);
    const selfie = await context.newPage();
    await selfie.goto(liveness.liveness_url as string);
    await selfie.getByRole('button', { name: 'Fail' }).click();
    await selfie.getByRole('status').filter({ hasText: 'Selfie check failed' }).waitFor();
    await selfie.close();

    await page.reload();
    await atStep(page, 'liveness', 'Take a selfie check', { focused: false });
    await page.getByRole('button', { name: /Try again/ }).waitFor();

    await inPanel(context, async (row) => {
      await row.locator('summary').filter({ hasText: 'Reject…' }).click();
      await row.getByRole('button', { name: /^Reject account acct_/ }).click();
      await row.getByText('A rejected account stays rejected; open a new account to apply again.').waitFor({ timeout: 10_000 });
      expect(await row.getByRole('button', { name: /^Approve account/ }).count()).toBe(0);
    });

    // No click: the page notices the decision.
    await atStep(page, 'verification', 'Verification', { timeout: 15_000 });
    await page.getByText('We could not verify your account').waitFor();
    expect(shown.filter((text) => /verification_status|accepted only while/.test(text))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
