/**
 * The sandbox's virtual clock: real time plus an offset that `advance` moves forward
 * (or, in manual mode, a fixed start plus that offset). Timers scheduled on it fire when
 * virtual time reaches them, so a test can pass two hours of webhook retries instantly.
 */
type Task = { at: number; seq: number; run: () => unknown };

/** Options of `VirtualClock`. */
export interface VirtualClockOptions {
  /** 'real' (the default) follows wall time plus the offset; 'manual' stands still until advanced. */
  mode?: 'real' | 'manual';
  /** Start of virtual time in manual mode (ms or Date); defaults to now. */
  start?: number | Date;
}

/** Virtual time for the sandbox: wall time (or a fixed start) plus whatever `advance` added, with timers on it. */
export class VirtualClock {
  private offset = 0;
  private readonly base: number;
  private readonly mode: 'real' | 'manual';
  private tasks: Task[] = [];
  private seq = 0;
  private running: Promise<void> | null = null;

  /** Starts the clock at offset zero. */
  constructor(options: VirtualClockOptions = {}) {
    this.mode = options.mode ?? 'real';
    const start = options.start instanceof Date ? options.start.getTime() : options.start;
    this.base = start ?? Date.now();
  }

  /** Virtual now, in epoch milliseconds. */
  now(): number {
    return (this.mode === 'manual' ? this.base : Date.now()) + this.offset;
  }

  /** Virtual now as an ISO 8601 string. */
  isoNow(): string {
    return new Date(this.now()).toISOString();
  }

  /** Runs `run` once virtual time reaches `at`. Returns a cancel function. */
  schedule(at: number, run: () => unknown): () => void {
    const task = { at, seq: this.seq++, run };
    this.tasks.push(task);
    return () => {
      this.tasks = this.tasks.filter((t) => t !== task);
    };
  }

  /** Moves virtual time forward and runs everything that fell due, in time order. */
  async advance(seconds: number): Promise<void> {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('advance_seconds must be a non-negative number');
    this.offset += Math.round(seconds * 1000);
    await this.runDue();
  }

  /** Runs due tasks; concurrent callers share one pass so no task runs twice. */
  runDue(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** How many scheduled tasks have not run yet. */
  pendingTasks(): number {
    return this.tasks.length;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const now = this.now();
      const due = this.tasks.filter((t) => t.at <= now).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) return;
      this.tasks = this.tasks.filter((t) => t !== due);
      await due.run();
    }
  }
}
