/**
 * What an element (paykit/elements) says when it cannot show what it was given, in English. Kept
 * out of `enCheckout` so a checkout that is no element (the widget with its provider) does not
 * carry them; a merchant overrides them key by key through the provider's `messages`, like any other.
 */
export const enElement = {
  'element.error.unreachable': 'Could not connect. Check your connection and try again.',
  'element.error.server': 'The server is not answering. Try again in a moment.',
  'element.error.invalid': 'This page is not set up correctly.',
  'element.error.contact': 'Please contact the merchant.',
} as const satisfies Record<ElementKey, string>;

/** A key of an element's fallback messages. */
export type ElementKey = 'element.error.unreachable' | 'element.error.server' | 'element.error.invalid' | 'element.error.contact';
/** An element's fallback messages: one string per key. */
export type ElementMessages = Record<ElementKey, string>;
