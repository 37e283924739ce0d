/** A refusal the panel API answers itself, as the JSON error envelope. */
export class PanelProblem extends Error {
  override name = 'PanelProblem';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
