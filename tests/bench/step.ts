/** An error that names the bench step it happened in, so a broken part says where it broke. */
export class BenchStepError extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'BenchStepError';
  }
}

/** Runs one named step of a bench part; a failure is rethrown naming the step. */
export async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BenchStepError) throw error;
    throw new BenchStepError(name, error);
  }
}

/** A bench's own check: what it measured is not what the product promises. */
export function expectBench(holds: boolean, message: string): void {
  if (!holds) throw new Error(`expected ${message}`);
}
