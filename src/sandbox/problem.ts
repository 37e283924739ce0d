/** A failure a route throws; the router turns it into the JSON error envelope. */
export class Problem extends Error {
  override name = 'Problem';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { param?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string, param?: string) =>
  new Problem(400, 'invalid_request', message, param ? { param } : {});
export const notFound = (what: string, id: string) => new Problem(404, 'not_found', `No ${what} with id ${JSON.stringify(id)}`);
export const unprocessable = (message: string) => new Problem(422, 'unprocessable_entity', message);
export const forbidden = (message: string) => new Problem(403, 'forbidden', message);
