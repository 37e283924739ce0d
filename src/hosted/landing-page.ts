/** The placeholder home page of `npm start` until the demo store lands: what runs and how to call it. */
export function landingPage({ origin }: { origin: string }): string {
  const base = `${origin}/sandbox`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>paykit demo</title>
</head>
<body>
<main>
<h1>paykit</h1>
<p>The sandbox emulator of the payments service is running in this process.</p>
<ul>
<li>Service API: <code>${base}/v1</code> and <code>${base}/api/v1</code></li>
<li>The proxy the browser talks to: <code>${origin}/api/paykit</code></li>
<li>Authenticate with <code>Authorization: Bearer &lt;key&gt;</code>; the key is printed in the terminal that ran <code>npm start</code>.</li>
</ul>
<pre>curl -X POST ${base}/v1/payment-links \\
  -H "Authorization: Bearer $PAYKIT_API_KEY" -H "Content-Type: application/json" \\
  -d '{"amount":"25.00","currency":"USDT","description":"Demo"}'</pre>
<p>The demo store, hosted checkout, onboarding and sandbox control panel will be served here.</p>
</main>
</body>
</html>
`;
}
