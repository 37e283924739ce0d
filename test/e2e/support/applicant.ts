/**
 * An applicant's way through <paykit-onboarding> (or the OnboardingFlow it renders) on any page, in
 * Chromium: an individual from the first question to the account details, with a real JPEG passport
 * photo and a PDF proof of address, the selfie check on the sandbox's own page, and approval by
 * whoever reviews (the caller: the sandbox's control API). Playwright's locators pierce open shadow
 * roots, so the same steps drive the element and the React component.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdf } from './pdf';

/** The account details the applicant ends with. */
export interface IssuedAccount {
  /** NNN-NNN */
  bsb: string;
  accountNumber: string;
}

const flow = (page: Page) => page.locator('[data-paykit="onboarding-flow"]');

/** Waits for the flow to show `step`; if it does not, fails with what the flow says (its alerts) instead. */
async function atStep(page: Page, step: string, timeout = 15_000): Promise<void> {
  try {
    await expect.poll(() => flow(page).getAttribute('data-state'), { timeout }).toBe(step);
  } catch (error) {
    const alerts = await flow(page).getByRole('alert').allTextContents();
    throw new Error(`the flow did not reach ${step}; it says: ${JSON.stringify(alerts)}`, { cause: error });
  }
}

/** A 900 × 600 JPEG with sharp detail (so the uploader's readability check stays quiet), drawn by the page's own canvas. */
function passportPhoto(page: Page): Promise<Buffer> {
  return page
    .evaluate(() => {
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
      return canvas.toDataURL('image/jpeg', 0.85).split(',')[1] as string;
    })
    .then((base64) => Buffer.from(base64, 'base64'));
}

/** A form field by its id (the forms' ids are their paths: "first_name", "address-postcode"). */
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);

async function upload(page: Page, type: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const slot = page.locator(`[data-part="document-slot"][data-document-type="${type}"]`);
  await slot.locator('input[type="file"]').first().setInputFiles(file);
  await expect.poll(() => slot.getAttribute('data-state'), { timeout: 10_000 }).toBe('uploaded');
}

/**
 * From the flow's first question to the account details card, on `page` (already showing the flow).
 * `approve` is the review: called once the application waits for it.
 */
export async function applyForAnAccount(page: Page, approve: () => Promise<void>): Promise<IssuedAccount> {
  await atStep(page, 'customer-type');
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await atStep(page, 'details');
  await field(page, 'first_name').fill('Ada');
  await field(page, 'last_name').fill('Lovelace');
  await field(page, 'date_of_birth').fill('10');
  await field(page, 'date_of_birth-month').fill('12');
  await field(page, 'date_of_birth-year').fill('1990');
  await field(page, 'nationality').selectOption('AU');
  await field(page, 'id_type').check();
  await field(page, 'id_number').fill('PA1234567');
  await field(page, 'address-country').selectOption('AU');
  await field(page, 'address-line1').fill('1 George St');
  await field(page, 'address-city').fill('Sydney');
  // Australia's states are a list once the country is chosen.
  await field(page, 'address-state').selectOption('NSW');
  await field(page, 'address-postcode').fill('2000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await atStep(page, 'documents');
  await upload(page, 'passport', { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await passportPhoto(page) });
  await upload(page, 'proof_of_address', {
    name: 'electricity-bill.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('Electricity bill - 1 George St, Sydney NSW 2000'),
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  // The selfie check opens the service's own page in a new tab.
  await atStep(page, 'liveness');
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /Start the selfie check/ }).click();
  const selfie = await opened;
  await selfie.getByRole('button', { name: 'Complete selfie check' }).click();
  await selfie.getByRole('status').filter({ hasText: 'Selfie check complete' }).waitFor();
  await selfie.close();
  await page.bringToFront();

  await atStep(page, 'verification');
  await approve();
  await atStep(page, 'account');
  const card = page.locator('[data-paykit="virtual-account-card"]');
  await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
  const bsb = (await card.locator('[data-field="bsb"]').textContent())?.trim() ?? '';
  const accountNumber = (await card.locator('[data-field="account-number"]').textContent())?.trim() ?? '';
  expect(bsb).toMatch(/^\d{3}-\d{3}$/);
  expect(accountNumber).toMatch(/^\d{9}$/);
  return { bsb, accountNumber };
}
