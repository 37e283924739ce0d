/**
 * A platform's page (paykit with paykit/onboarding) carries only the schemas its forms and
 * answers use. A zod schema is a call a bundler must keep once its module is in the bundle, so a
 * server-side schema beside a browser one (the amount parser beside the address, the account
 * view the browser reads by hand beside the virtual account's) would ship with it, and with it
 * the zod parts only it needs (union, pipe and transform; record). Since the KYC/KYB forms check
 * their fields by hand (src/shared/schemas/form-checks.ts, held to the schemas by its test), the
 * page carries no zod schema at all.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { merchantBundle } from './support/merchant-bundle';

const ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const ONBOARDING = fileURLToPath(new URL('../src/onboarding.ts', import.meta.url));

describe('the schemas a platform’s page bundles', () => {
  it('are none: the forms check by hand and the answers are read by hand, without the server’s amount parser or any zod schema', async () => {
    const bundle = await merchantBundle(
      `import * as all from ${JSON.stringify(ENTRY)};\nimport * as onboarding from ${JSON.stringify(ONBOARDING)};\nexport { all, onboarding };`,
      process.cwd(),
    );
    const code = new TextDecoder().decode(bundle.code);
    // The forms and their words are there (a check that cannot pass on an empty bundle).
    expect(code).toContain('Select the type of ID document');
    // amountInput's words, and no zod schema kind at all.
    expect(code).not.toContain('has more digits than a JSON number carries exactly');
    expect(code.match(/"\$Zod\w+"/g) ?? []).toEqual([]);
  });
});
