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
// No route segment config: route handlers are never cached since Next 15 and a catch-all is not
// prerendered, while `runtime` or `dynamic` here would break an app with Cache Components on.
// The default status store is this process's memory: on serverless or several instances, pass a shared `store`.
