/** Keyboard-only helpers for the real-browser tests: where focus is, and whether it can be seen. */
import type { Page } from 'playwright-core';

export interface FocusInfo {
  /** Tag name of the focused element, following focus into same-origin iframes. */
  tag: string;
  /** Its accessible-ish name: aria-label, the text of aria-labelledby, its label, or its text. */
  name: string;
  /** The id and role, to tell elements apart in messages. */
  id: string;
  role: string;
  /** True when nothing (or only <body>) is focused. */
  none: boolean;
  /** True when focus is inside an iframe (name etc. describe the element inside it). */
  inFrame: boolean;
  /** True when the top document's focused element is inside an open <dialog> (or a [role="dialog"]). */
  inDialog: boolean;
  /** Outline (not none, wider than 0) or a box-shadow on the element, on its label (visually hidden inputs), or — for a focused iframe — on the iframe. */
  indicator: string | null;
  /** The element's box lies at least partly inside the viewport (or inside its iframe's). */
  onScreen: boolean;
}

/** Describes the focused element; runs in the page. */
export function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const top = document.activeElement;
    let doc: Document = document;
    let element: Element | null = top;
    let frame: HTMLIFrameElement | null = null;
    while (element instanceof HTMLIFrameElement && element.contentDocument) {
      frame = element;
      doc = element.contentDocument;
      element = doc.activeElement;
    }
    const none = !element || element === doc.body || element === doc.documentElement;
    const win = doc.defaultView ?? window;
    const ring = (target: Element | null): string | null => {
      if (!target) return null;
      const style = win.getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineStyle} ${style.outlineWidth}` : null;
      const shadow = style.boxShadow && style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
      return outline ?? shadow;
    };
    const label = element?.id ? doc.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    let indicator = none ? null : (ring(element) ?? ring(label));
    // Focus that went into an iframe's document (nothing inside focused yet): the frame shows it.
    if (none && frame) indicator = ring(frame);
    const labelledBy = element?.getAttribute('aria-labelledby');
    const name =
      element?.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => doc.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      label?.textContent ??
      element?.textContent ??
      '';
    const box = (none && frame ? frame : element)?.getBoundingClientRect();
    const viewWidth = (none && frame ? window : win).innerWidth;
    const viewHeight = (none && frame ? window : win).innerHeight;
    return {
      tag: (element?.tagName ?? '').toLowerCase(),
      name: name.replace(/\s+/g, ' ').trim(),
      id: element?.id ?? '',
      role: element?.getAttribute('role') ?? '',
      none: none && !frame,
      inFrame: frame !== null,
      inDialog: !!top?.closest('dialog[open], [role="dialog"]'),
      indicator,
      onScreen: !!box && box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < viewWidth && box.top < viewHeight,
    };
  });
}

export function describeFocus(info: FocusInfo): string {
  return `<${info.tag}${info.id ? `#${info.id}` : ''}${info.role ? ` role=${info.role}` : ''}> "${info.name.slice(0, 60)}"${info.inFrame ? ' (in iframe)' : ''}`;
}

/**
 * Presses `key` (Tab, Shift+Tab) until focus is on an element whose name matches, checking
 * after every press that the focused element shows a focus indicator. Returns the path taken.
 */
export async function tabTo(page: Page, name: RegExp, options: { key?: string; max?: number } = {}): Promise<FocusInfo[]> {
  const path: FocusInfo[] = [];
  for (let i = 0; i < (options.max ?? 30); i++) {
    await page.keyboard.press(options.key ?? 'Tab');
    const info = await focusInfo(page);
    path.push(info);
    if (info.none) continue;
    if (!info.indicator) throw new Error(`no visible focus on ${describeFocus(info)} after ${path.length} × ${options.key ?? 'Tab'}`);
    if (name.test(info.name)) return path;
  }
  throw new Error(`${name} not reached with ${options.key ?? 'Tab'}; focus went: ${path.map(describeFocus).join(', ')}`);
}
