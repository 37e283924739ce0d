/** A failure's message for the page (a PaykitError from paykit/client carries the proxy's). */
export const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));
