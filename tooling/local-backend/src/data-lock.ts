import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * PGlite has no postmaster to stop two processes from opening one data folder (which corrupts it).
 * A pid file next to the folder does that job.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new Error(
        `${dataDir} is in use by process ${pid}. Stop that backend, or start this one with ` +
          "LOCAL_BACKEND_EPHEMERAL=1 (in-memory) or another LOCAL_BACKEND_DATA_DIR.",
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && Reflect.get(error, "code") === "EPERM";
  }
}
