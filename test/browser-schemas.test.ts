/**
 * A platform's page (paykit with paykit/onboarding) carries only the schemas its forms and
 * answers use. A zod schema is a call a bundler must keep once its module is in the bundle, so a
 * server-side schema beside a browser one (the amount parser beside the address, the account
 * view the browser reads by hand beside the virtual account's) would ship with it, and with it
 * the zod parts only it needs (union, pipe and transform; record).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { merchantBundle } from './support/merchant-bundle';

const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const ONBOARDING = fileURLToPath(new URL('../src/onboarding.ts', import.meta.url));

describe('the schemas a platform’s page bundles', () => {
  it('are the forms’ and the answers’, without the server’s amount parser or the zod parts only server schemas use', async () => {
    const bundle = await merchantBundle(
      `import * as all from ${JSON.stringify(ENTRY)};\nimport * as onboarding from ${JSON.stringify(ONBOARDING)};\nexport { all, onboarding };`,
      process.cwd(),
    );
    const code = new TextDecoder().decode(bundle.code);
    // The forms' schemas are there (a check that cannot pass on an empty bundle).
    expect(code).toContain('must be a real date written YYYY-MM-DD');
    // amountInput's words, and the zod schema kinds no browser schema uses.
    expect(code).not.toContain('has more digits than a JSON number carries exactly');
    for (const kind of ['$ZodUnion', '$ZodPipe', '$ZodTransform', '$ZodRecord']) expect(code, kind).not.toContain(`"${kind}"`);
  });
});
