/**
 * A story running against the in-browser sandbox (paykit/dev's createInBrowserBackend):
 * one backend per story mount, the story's provider talking to its proxy in-process, and a
 * bar of buttons that fire the sandbox's simulators live, with what happened said in words.
 */
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createProxyClient, type ProxyClient } from '../../src/client';
import { button } from '../../src/react/styles/base';
import { createInBrowserBackend, type InBrowserBackend, type InBrowserBackendOptions } from '../../src/dev';
import { StoryProvider } from './globals';

export interface Live<T> {
  backend: InBrowserBackend;
  /** The proxy client the story's provider uses: every request, status poll and upload through the backend's fetch. */
  client: ProxyClient;
  /** What `setup` answered, or what a control set since. */
  data: T;
  setData: (next: T) => void;
}

export interface LiveSandboxProps<T> {
  /** Prepares the story's data on the fresh backend (a payment, say); runs once per mount. */
  setup: (backend: InBrowserBackend) => Promise<T>;
  /** The story itself, inside the provider. */
  children: (live: Live<T>) => ReactNode;
  /** The bar's contents: SandboxAction buttons (and anything else). */
  controls: (live: Live<T>) => ReactNode;
  options?: InBrowserBackendOptions;
  /** Width of the story's frame in px (max 100 % of the canvas). */
  width?: number;
}

interface Actions {
  busy: boolean;
  run: (label: string, action: () => Promise<string>) => void;
}

const ActionsContext = createContext<Actions | null>(null);

/** Labelled "Sandbox controls": one backend per mount, disposed when the story goes away. */
export function LiveSandbox<T>({ setup, children, controls, options, width = 420 }: LiveSandboxProps<T>) {
  const [state, setState] = useState<{ backend: InBrowserBackend; data: T } | { error: string } | null>(null);
  const setupRef = useRef(setup);
  const optionsRef = useRef(options);

  useEffect(() => {
    let live = true;
    let made: InBrowserBackend | null = null;
    void (async () => {
      try {
        made = await createInBrowserBackend({ ...optionsRef.current, onError: (error) => console.error('in-browser sandbox:', error) });
        if (!live) return made.dispose();
        const data = await setupRef.current(made);
        if (!live) return;
        made.start();
        setState({ backend: made, data });
      } catch (error) {
        console.error('in-browser sandbox:', error);
        if (live) setState({ error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      live = false;
      made?.dispose();
    };
  }, []);

  const frame: CSSProperties = { width, maxWidth: '100%', display: 'grid', gap: 16 };
  if (state === null || 'error' in state) {
    return (
      <div style={frame} lang="en" dir="ltr">
        <p role="status" style={{ margin: 0 }}>
          {state === null ? 'Starting the in-browser sandbox…' : `The in-browser sandbox could not start: ${state.error}`}
        </p>
      </div>
    );
  }
  return (
    <Ready backend={state.backend} initial={state.data} frame={frame} controls={controls}>
      {children}
    </Ready>
  );
}

function Ready<T>({
  backend,
  initial,
  frame,
  children,
  controls,
}: {
  backend: InBrowserBackend;
  initial: T;
  frame: CSSProperties;
  children: LiveSandboxProps<T>['children'];
  controls: LiveSandboxProps<T>['controls'];
}) {
  const [data, setData] = useState(initial);
  const [message, setMessage] = useState('Nothing simulated yet.');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const busyRef = useRef(false);
  // A custom fetch keeps everything in the page: status is polled and uploads sent through it.
  const client = useMemo(() => createProxyClient({ baseUrl: backend.basePath, fetch: backend.fetch, subscription: { pollIntervalMs: 1000 } }), [backend]);
  const live: Live<T> = { backend, client, data, setData };

  const actions = useMemo<Actions>(
    () => ({
      busy,
      run(label, action) {
        if (busyRef.current) return;
        busyRef.current = true;
        setBusy(true);
        setMessage(`${label}…`);
        action()
          .then(
            (done) => setMessage(done),
            (error: unknown) => setMessage(`${label} failed: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => {
            busyRef.current = false;
            setBusy(false);
          });
      },
    }),
    [busy],
  );

  return (
    <StoryProvider client={client}>
      <div style={frame}>
        <div>{children(live)}</div>
        <section aria-labelledby={headingId} lang="en" dir="ltr" style={BAR}>
          <h2 id={headingId} style={HEADING}>
            Sandbox controls
          </h2>
          <p style={NOTE}>Runs in this page: the sandbox, the proxy and signed webhooks, no server.</p>
          <ActionsContext.Provider value={actions}>
            <div style={ROW}>{controls(live)}</div>
          </ActionsContext.Provider>
          <p role="status" aria-live="polite" style={STATUS}>
            {message}
          </p>
        </section>
      </div>
    </StoryProvider>
  );
}

/**
 * A button that runs one simulator; `run` answers the sentence to announce. While one runs the
 * others say so (aria-disabled keeps them focusable, so keyboard focus is never lost).
 */
export function SandboxAction({ label, run }: { label: string; run: () => Promise<string> }) {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('SandboxAction belongs inside <LiveSandbox controls={…}>');
  return (
    <button
      type="button"
      className={button()}
      data-variant="secondary"
      data-size="small"
      aria-disabled={actions.busy || undefined}
      onClick={() => actions.run(label, run)}
      style={BUTTON}
    >
      {label}
    </button>
  );
}

/** A labelled choice kept together with the button(s) that use it (a rejection reason, the information asked for). */
export function SandboxChoice<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  children?: ReactNode;
}) {
  return (
    <span style={CHOICE}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)} style={SELECT}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </span>
  );
}

const BAR: CSSProperties = {
  display: 'grid',
  gap: 8,
  padding: 12,
  border: '1px solid var(--pk-colors-border)',
  borderRadius: 'var(--pk-radii-md)',
  background: 'var(--pk-colors-surface)',
  color: 'var(--pk-colors-text)',
  fontFamily: 'var(--pk-fonts-body)',
  fontSize: 'var(--pk-fontSizes-sm)',
  minWidth: 0,
};
const HEADING: CSSProperties = { margin: 0, fontSize: 'var(--pk-fontSizes-md)', lineHeight: 1.3 };
const NOTE: CSSProperties = { margin: 0, color: 'var(--pk-colors-muted)' };
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' };
const BUTTON: CSSProperties = { whiteSpace: 'normal' };
const STATUS: CSSProperties = { margin: 0, minHeight: '1.4em', overflowWrap: 'anywhere' };
const CHOICE: CSSProperties = { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, maxWidth: '100%' };
const SELECT: CSSProperties = {
  minHeight: 36,
  maxWidth: '100%',
  font: 'inherit',
  color: 'var(--pk-colors-text)',
  background: 'var(--pk-colors-surface)',
  border: '1px solid var(--pk-colors-border)',
  borderRadius: 'var(--pk-radii-sm)',
};
