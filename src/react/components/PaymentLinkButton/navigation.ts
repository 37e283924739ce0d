/** How the button leaves the page; one object so tests can observe it (jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** `noopener`: the checkout page gets no handle on the merchant's window. */
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};

/** Only http(s) checkout URLs (relative ones resolve against the page): never `javascript:` or `data:`. */
export function isSafeCheckoutUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
