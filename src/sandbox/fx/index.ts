/** FX: quotes (locked rates) and conversions between wallet currencies, plus the conversion simulator. */
import type { SandboxCore } from '../core';
import type { Domain } from '../route';
import { conversionRoutes } from './conversions';
import { createQuoteBook, quoteRoutes } from './quotes';

export function createFxDomain(core: SandboxCore): Domain {
  const book = createQuoteBook(core);
  return { routes: [...quoteRoutes(book), ...conversionRoutes(core, book)] };
}
