import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const MAX_NAME_LENGTH = 1024;
const FIRST_PRINTABLE = 0x20;
const DELETE = 0x7f;

function isControlOrBackslash(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < FIRST_PRINTABLE || code === DELETE || character === "\\";
}

/**
 * Object names Storage accepts here: segments separated by "/", none empty, "." or "..", no control characters
 * or backslashes, so a name can never reach outside its bucket's folder.
 */
export function isSafeObjectName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_NAME_LENGTH &&
    ![...name].some(isControlOrBackslash) &&
    name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..")
  );
}

/** The objects' bytes, one file per object at `<root>/<bucket>/<name>`; their rows live in storage.objects. */
export class ObjectFiles {
  constructor(readonly root: string) {}

  private path(bucket: string, name: string): string {
    return join(this.root, bucket, ...name.split("/"));
  }

  write(bucket: string, name: string, bytes: Buffer): void {
    const path = this.path(bucket, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }

  read(bucket: string, name: string): Buffer | null {
    try {
      return readFileSync(this.path(bucket, name));
    } catch {
      return null;
    }
  }

  remove(bucket: string, name: string): void {
    rmSync(this.path(bucket, name), { force: true });
  }
}
