import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorRules, type MemoryGroup, type MirrorDocument } from './rule-mirror';
import { createRuleTarget } from './rule-target';
import { manifestRule } from './sheet-manifest';

/** A group as Stitches' in-memory sheet makes it. */
function memoryGroup(...texts: string[]): MemoryGroup {
  const group: MemoryGroup = {
    cssRules: texts.map((cssText) => ({ cssText })),
    insertRule(text, index) {
      group.cssRules.splice(index, 0, { cssText: text });
    },
  };
  return group;
}

/** A document whose page sheet holds `present` (as paykit/styles.css would list them), recording what the kit adds. */
function fakeDocument(present: string[] = []) {
  const added: [number, string][] = [];
  const manifest = present.length ? manifestRule(present).slice(':root{--pk-sheet:'.length, -1) : '';
  const document: MirrorDocument = {
    manifest: () => manifest,
    createTarget: () => ({ insert: (group, text) => void added.push([group, text]) }),
  };
  return { document, added };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the rule mirror', () => {
  it('adds nothing until the end of the task, then every rule the page lacks, in group order', async () => {
    const { document, added } = fakeDocument();
    mirrorRules([memoryGroup(':root{--a:1}'), memoryGroup('.pk-c-x{color:red}')], document, () => {});
    expect(added).toEqual([]);
    await Promise.resolve();
    expect(added).toEqual([
      [0, ':root{--a:1}'],
      [1, '.pk-c-x{color:red}'],
    ]);
  });

  it('never adds what the page’s copy of the sheet lists, even rules that come later', () => {
    const { document, added } = fakeDocument([':root{--a:1}', '.pk-c-x{color:red}']);
    const groups = [memoryGroup(':root{--a:1}'), memoryGroup()];
    const flush = mirrorRules(groups, document, () => {});
    flush();
    groups[1]!.insertRule('.pk-c-x{color:red}', 0);
    groups[1]!.insertRule('.pk-c-y{color:blue}', 1);
    expect(added).toEqual([[1, '.pk-c-y{color:blue}']]);
    // Stitches' own sheet still holds everything (server rendering and getCssText read it).
    expect(groups[1]!.cssRules.map((rule) => rule.cssText)).toEqual(['.pk-c-x{color:red}', '.pk-c-y{color:blue}']);
  });

  it('adds a rule whose text differs from the listed one (a stale copy of the sheet)', () => {
    const { document, added } = fakeDocument(['.pk-theme-dark{--pk-colors-accent:#111}']);
    mirrorRules([memoryGroup('.pk-theme-dark{--pk-colors-accent:#222}')], document, () => {})();
    expect(added).toEqual([[0, '.pk-theme-dark{--pk-colors-accent:#222}']]);
  });

  it('decides once: a second flush adds nothing twice', () => {
    const { document, added } = fakeDocument();
    const flush = mirrorRules([memoryGroup('.pk-c-x{color:red}')], document, () => {});
    flush();
    flush();
    expect(added).toHaveLength(1);
  });

  it('reports a document that refuses the kit a sheet, and keeps the rules in memory', () => {
    const failure = new TypeError('no sheet');
    const onFailure = vi.fn();
    const group = memoryGroup('.pk-c-x{color:red}');
    const flush = mirrorRules(
      [group],
      {
        manifest: () => '',
        createTarget: () => {
          throw failure;
        },
      },
      onFailure,
    );
    flush();
    group.insertRule('.pk-c-y{color:blue}', 1);
    expect(onFailure).toHaveBeenCalledWith(failure);
    expect(group.cssRules).toHaveLength(2);
  });
});

describe('the rule target in a document without constructable sheets', () => {
  it('puts the groups’ rules in one <style> element as flat runs, later groups after earlier ones', () => {
    const target = createRuleTarget(document, 3);
    target.insert(2, '.pk-c-c{color:green}');
    target.insert(1, '.pk-c-b{color:blue}');
    target.insert(0, '.pk-c-a{color:red}');
    target.insert(1, '.pk-c-b2{color:navy}');
    const style = document.head.querySelector('style:last-of-type') as HTMLStyleElement;
    const selectors = [...style.sheet!.cssRules].map((rule) => (rule as CSSStyleRule).selectorText);
    expect(selectors).toEqual(['.pk-c-a', '.pk-c-b', '.pk-c-b2', '.pk-c-c']);
    style.remove();
  });

  it('throws, naming the cause, when the browser gives its <style> element no sheet (a strict CSP)', () => {
    const blocked = document.implementation.createHTMLDocument('blocked');
    const createElement = blocked.createElement.bind(blocked);
    vi.spyOn(blocked, 'createElement').mockImplementation((name: string) => {
      const element = createElement(name);
      if (name === 'style') Object.defineProperty(element, 'sheet', { value: null });
      return element;
    });
    expect(() => createRuleTarget(blocked, 7)).toThrow(/Content-Security-Policy without 'unsafe-inline'/);
    expect(blocked.querySelector('style')).toBeNull();
  });
});
