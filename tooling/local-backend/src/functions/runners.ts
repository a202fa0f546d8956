import { readdirSync } from "node:fs";
import { FunctionRunner, type FunctionEnvironment } from "./runner.ts";

/** Every function's runner, made on first call; `environment` is read then (the backend's URL is known by then). */
export class FunctionRunners {
  private readonly runners = new Map<string, FunctionRunner>();

  constructor(
    readonly functionsDir: string,
    private readonly environment: () => FunctionEnvironment,
  ) {}

  exists(name: string): boolean {
    return FunctionRunner.exists(this.functionsDir, name);
  }

  runnerFor(name: string): FunctionRunner {
    let runner = this.runners.get(name);
    if (runner === undefined) {
      runner = new FunctionRunner(name, this.functionsDir, this.environment());
      this.runners.set(name, runner);
    }
    return runner;
  }

  /** Starts every function's Deno process now instead of on its first call. */
  warmAll(): void {
    for (const entry of readdirSync(this.functionsDir, { withFileTypes: true })) {
      if (entry.isDirectory() && this.exists(entry.name)) {
        this.runnerFor(entry.name)
          .port()
          .catch((error: unknown) =>
            console.error(`[local-backend] function ${entry.name} failed to start:`, error),
          );
      }
    }
  }

  stopAll(): Promise<void[]> {
    return Promise.all([...this.runners.values()].map((runner) => runner.stop()));
  }
}
