/**
 * The class behind every tag: attributes and properties in, the kit's component rendered by React
 * into an open shadow root, DOM events out. Built from a spec (specs.ts) and a renderer
 * (renderers.tsx) when the elements are defined, so importing this module needs no DOM.
 */
import type { PaykitProviderProps } from 'paykit';
import type { ProxyClient } from 'paykit/client';
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PaykitProvider } from '../react/provider/PaykitProvider';
import { ShadowStyleScope } from '../react/provider/style-scope';
import { ElementFallback } from './ElementFallback';
import type { Emit, Renderer } from './renderer';
import type { PaykitErrorDetail } from './types';
import { sharedClient } from './shared-clients';
import { adoptKitStyles } from './shadow-styles';
import { COMMON_ATTRIBUTES, COMMON_PROPERTIES, type AttributeSpec, type ElementSpec } from './specs';

/** The element class's constructor, as customElements.define takes it. */
export type PaykitElementClass = CustomElementConstructor & { readonly observedAttributes: string[] };

/**
 * The locale chain and the languages' loaders (element-locales.ts), brought when an element first has a
 * `locale` tag: pages without one do not download them. Null until loaded; `false` when the chunk failed
 * (the tag then formats only, as before the elements spoke other languages).
 */
let localeModule: typeof import('./element-locales') | false | null = null;
let localeModuleLoading: Promise<void> | null = null;

function loadLocaleModule(): Promise<void> {
  localeModuleLoading ??= import('./element-locales').then(
    (module) => void (localeModule = module),
    () => void (localeModule = false),
  );
  return localeModuleLoading;
}

const fromAttribute = (spec: AttributeSpec, value: string | null): unknown => (spec.kind === 'boolean' ? value !== null : value);

/** Builds the class of one tag, extending `Base` (the page's HTMLElement); `load` brings its renderer on first use. */
export function elementClass(spec: ElementSpec, load: () => Promise<Renderer>, Base: typeof HTMLElement): PaykitElementClass {
  const attributes = [...COMMON_ATTRIBUTES, ...spec.attributes];
  // A framework that binds a camelCase name (paymentId) on an element not yet defined, or renders it on a
  // server, writes it as an attribute, which HTML lowercases: `paymentid` is taken as `payment-id`.
  const lowercased = attributes.filter((attribute) => attribute.property.toLowerCase() !== attribute.name);
  const byAttribute = new Map([
    ...attributes.map((attribute) => [attribute.name, attribute] as const),
    ...lowercased.map((attribute) => [attribute.property.toLowerCase(), attribute] as const),
  ]);
  let render: Renderer | null = null;
  const properties = [...attributes.map((attribute) => attribute.property), ...COMMON_PROPERTIES.map((property) => property.property)];

  class PaykitElement extends Base {
    static readonly observedAttributes = [...byAttribute.keys()];

    /** Property values, by property name (attributes land here too). */
    private readonly values = new Map<string, unknown>();
    private readonly mount: HTMLElement;
    private root: Root | null = null;
    private scheduled = false;
    /** A fatal failure (the renderer did not load, the component's, an attribute): the fallback shows instead. */
    private failed: { error: unknown } | null = null;

    /** Stable, so the components' effects that depend on it do not rerun. A fatal error brings the fallback. */
    private readonly emit: Emit = (name, detail) => {
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
      if (name === 'paykit-error' && (detail as PaykitErrorDetail).fatal && !this.failed) {
        this.failed = { error: (detail as PaykitErrorDetail).error };
        this.schedule();
      }
    };

    constructor() {
      super();
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this.mount = this.ownerDocument.createElement('div');
      this.mount.setAttribute('part', 'container');
      shadow.append(this.mount);
    }

    connectedCallback(): void {
      // A property set on the element before its class was defined shadows the accessor: move it.
      for (const property of properties) {
        if (Object.hasOwn(this, property)) {
          const value = (this as Record<string, unknown>)[property];
          delete (this as Record<string, unknown>)[property];
          (this as Record<string, unknown>)[property] = value;
        }
      }
      adoptKitStyles(this.shadowRoot as ShadowRoot);
      this.schedule();
    }

    disconnectedCallback(): void {
      // Moved, not removed (disconnected and connected again in the same task): keep the tree.
      queueMicrotask(() => {
        if (this.isConnected || !this.root) return;
        this.root.unmount();
        this.root = null;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const attribute = byAttribute.get(name);
      if (!attribute) return;
      this.values.set(attribute.property, fromAttribute(attribute, value));
      this.changed();
    }

    /** Reads `<paykit-balances>` again; other elements read what they show live. */
    refresh(): void {
      this.set('refreshKey', ((this.values.get('refreshKey') as number | undefined) ?? 0) + 1);
    }

    /** A property's new value; strings and booleans are reflected to their attribute. */
    set(property: string, value: unknown): void {
      const attribute = attributes.find((candidate) => candidate.property === property);
      if (attribute?.kind === 'boolean') {
        this.toggleAttribute(attribute.name, value === true);
        return;
      }
      if (attribute && (typeof value === 'string' || value === null || value === undefined)) {
        if (typeof value === 'string') this.setAttribute(attribute.name, value);
        else this.removeAttribute(attribute.name);
        return;
      }
      // An object (a translation, a theme's tokens) replaces the attribute's text, which must not linger (theme="dark").
      if (attribute) this.removeAttribute(attribute.name);
      this.values.set(property, value);
      this.changed();
    }

    /** A changed value is a new try: the component is shown again, unless it still cannot be loaded. */
    private changed(): void {
      if (render) this.failed = null;
      this.schedule();
    }

    get(property: string): unknown {
      return this.values.get(property) ?? null;
    }

    /** Renders once per task, however many attributes and properties changed in it. */
    private schedule(): void {
      if (this.scheduled) return;
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        if (this.isConnected) this.renderNow();
      });
    }

    /** Brings the tag's renderer; a failed load is fatal, and "Try again" loads again. */
    private loadRenderer(): void {
      load().then(
        (loaded) => {
          render = loaded;
          this.failed = null;
          if (this.isConnected) this.renderNow();
        },
        (error: unknown) => {
          this.failed = null;
          this.emit('paykit-error', { error, fatal: true });
        },
      );
    }

    /**
     * "Try again": the component, unmounted for the fallback, is shown afresh and asks again; or,
     * while its renderer has not loaded, the fallback stays (its button keeps the focus) until it loads.
     */
    private readonly retry = (): void => {
      this.failed = null;
      this.renderNow();
    };

    /** The component, or why it cannot be shown. */
    private content(values: Record<string, unknown>): ReactNode {
      return render && !this.failed ? render(values, this.emit) : createElement(ElementFallback, { error: this.failed?.error, onRetry: this.retry });
    }

    private renderNow(): void {
      if (!render && !this.failed) {
        this.loadRenderer();
        return;
      }
      const values = Object.fromEntries(this.values);
      // A tag's translation loads before the first render, so the component never shows English first.
      let locale = values.locale;
      if (typeof locale === 'string') {
        if (localeModule === null) {
          void loadLocaleModule().then(() => this.schedule());
          return;
        }
        const chosen = localeModule ? localeModule.elementLocale(locale, () => this.schedule()) : locale;
        if (chosen === undefined) return;
        locale = chosen;
      }
      const client = (values.client as ProxyClient | null | undefined) ?? sharedClient(typeof values.proxyUrl === 'string' ? values.proxyUrl : undefined);
      const props: PaykitProviderProps = {
        client,
        children: this.content(values),
        ...(values.theme ? { theme: values.theme } : {}),
        ...(locale ? { locale: locale as PaykitProviderProps['locale'] } : {}),
      };
      this.root ??= createRoot(this.mount);
      this.root.render(createElement(ShadowStyleScope.Provider, { value: true }, createElement(PaykitProvider, props)));
    }
  }

  for (const property of properties) {
    Object.defineProperty(PaykitElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: PaykitElement) {
        return this.get(property);
      },
      set(this: PaykitElement, value: unknown) {
        this.set(property, value);
      },
    });
  }
  return PaykitElement;
}
