/**
 * Next.js App Router: every /api/paykit/* request goes to the paykit proxy. Route handlers get
 * the raw body, so webhook signatures verify as sent; nothing to configure.
 */
import { createPaykit } from '../../../../lib/paykit';

let paykit: ReturnType<typeof createPaykit> | undefined;

// Made on the first request, not at import: `next build` loads this module without your secrets.
function handler(request: Request): Promise<Response> {
  paykit ??= createPaykit(process.env);
  return paykit(request);
}

export { handler as GET, handler as POST, handler as OPTIONS };
// The handler is Web-standard ('edge' works too). Its default status store is this process's memory:
// on serverless or several instances, pass a shared `store`. force-dynamic: never cache answers.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
