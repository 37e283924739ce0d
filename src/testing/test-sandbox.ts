/**
 * The sandbox as a test's server: started from a test runner's global set-up (Playwright's,
 * Vitest's), on a free loopback port, with its clock ticking in real time. Node-only.
 */
import type { Sandbox, SandboxOptions } from 'paykit/sandbox';
import { createPaymentSimulators } from '../dev/payment-simulators';
import { startSandboxServer } from '../dev/sandbox-server';
import { connectTestSandbox, type TestSandboxConnection } from './connect';

/** The sandbox's options (seed, apiKey, paymentTtlSeconds…), and where to listen. */
export interface TestSandboxOptions extends Omit<SandboxOptions, 'strict'> {
  /** Port to listen on (default 0: a free one; read it back from `url`). */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
}

/** A running sandbox. */
export interface TestSandbox extends TestSandboxConnection {
  /** The emulator itself, in this process (its clock, deliveries, reset). */
  readonly sandbox: Sandbox;
  /**
   * The variables the recipes' servers read, for a server you start as a child process:
   * PAYKIT_BASE_URL (the url) and PAYKIT_API_KEY.
   */
  readonly env: { PAYKIT_BASE_URL: string; PAYKIT_API_KEY: string };
  /** Stops the clock and the server; open connections are dropped. */
  stop(): Promise<void>;
}

/**
 * Starts a sandbox on 127.0.0.1 (a free port unless `port` is given). Here, in the process that
 * started it, each simulator resolves only once the webhooks it fired were delivered.
 */
export async function startTestSandbox(options: TestSandboxOptions = {}): Promise<TestSandbox> {
  const running = await startSandboxServer({ ...options, port: options.port ?? 0 });
  const { sandbox } = running;
  const connection = connectTestSandbox({ url: running.baseUrl, apiKey: sandbox.apiKey });
  const delivered = async <T>(call: Promise<T>): Promise<T> => {
    const result = await call;
    await sandbox.idle();
    return result;
  };
  return {
    ...connection,
    simulate: { payment: createPaymentSimulators(connection.client, delivered) },
    sandbox,
    env: { PAYKIT_BASE_URL: running.baseUrl, PAYKIT_API_KEY: sandbox.apiKey },
    stop: running.close,
  };
}
