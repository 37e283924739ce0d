/** The sandbox's own small HTML pages (the selfie check, a payment link's page): one shell, text escaped. */

/** A whole page: `style` is its one sheet (each page allows it by hash in its CSP), `body` is trusted markup. */
export function htmlPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${escapeHtml(title)}</title>
  <style>${style}</style>
</head>
<body>
  <main>${body}
  </main>
</body>
</html>
`;
}

/** Text for HTML: every character that could open markup or end an attribute, as a reference. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
