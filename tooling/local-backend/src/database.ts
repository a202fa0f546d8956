import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { loadPlatformStubs, readPlatformStubs } from "./platform-stubs.ts";

/** The extensions the migrations create that PGlite loads only when asked (a Supabase project has them all). */
const EXTENSIONS: PGliteOptions["extensions"] = { pg_trgm };

/** A migration file from supabase/migrations: <version>_<name>.sql. */
interface Migration {
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

function readMigrations(supabaseDir: string): Migration[] {
  const dir = join(supabaseDir, "migrations");
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (match?.[1] === undefined || match[2] === undefined) {
        return [];
      }
      return [{ version: match[1], name: match[2], sql: readFileSync(join(dir, file), "utf8") }];
    });
}

function readSeed(supabaseDir: string): string {
  const path = join(supabaseDir, "seed.sql");
  return existsSync(path) ? readFileSync(path, "utf8") : "";
}

/** Identifies a schema: every migration plus the seed. A snapshot is reused only for the same hash. */
function schemaHash(supabaseDir: string): string {
  const hash = createHash("sha256");
  for (const stub of readPlatformStubs(supabaseDir)) {
    hash.update(`${stub}\0`);
  }
  for (const migration of readMigrations(supabaseDir)) {
    hash.update(`${migration.version}\0${migration.sql}\0`);
  }
  hash.update(readSeed(supabaseDir));
  return hash.digest("hex").slice(0, 16);
}

/** The same bookkeeping table the Supabase CLI uses, so `migration list` style questions have an answer. */
const MIGRATION_TABLE_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    name text,
    applied_at timestamptz not null default now()
  );
`;

/**
 * Applies the platform stubs, then every migration not yet recorded, each in its own transaction, in file order.
 * Refuses a database that recorded a migration the folder no longer has under that version and name (the
 * migrations were rewritten before their first deploy): applying the rest on top would give a wrong schema.
 */
async function applyPendingMigrations(db: PGlite, supabaseDir: string): Promise<number> {
  await loadPlatformStubs(db, supabaseDir);
  await db.exec(MIGRATION_TABLE_SQL);
  const migrations = readMigrations(supabaseDir);
  const recorded = (
    await db.query<{ version: string; name: string | null }>(
      "select version, name from supabase_migrations.schema_migrations order by version",
    )
  ).rows;
  const fileNames = new Map(migrations.map((migration) => [migration.version, migration.name]));
  const unknown = recorded.filter((row) => fileNames.get(row.version) !== row.name);
  if (unknown.length > 0) {
    const names = unknown.map((row) => `${row.version}_${row.name ?? ""}`).join(", ");
    throw new Error(
      `The local database was built from migrations that are no longer in supabase/migrations (${names}). ` +
        "Run `pnpm db:reset` (it deletes the local data), then start again.",
    );
  }
  const applied = new Set(recorded.map((row) => row.version));
  let count = 0;
  for (const migration of migrations) {
    if (applied.has(migration.version)) {
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)",
        [migration.version, migration.name],
      );
    });
    count += 1;
  }
  return count;
}

async function buildFresh(dataDir: string | undefined, supabaseDir: string): Promise<PGlite> {
  const db = await PGlite.create(
    dataDir === undefined ? { extensions: EXTENSIONS } : { dataDir, extensions: EXTENSIONS },
  );
  await applyPendingMigrations(db, supabaseDir);
  const seed = readSeed(supabaseDir);
  if (seed !== "") {
    await db.exec(seed);
  }
  return db;
}

function snapshotPath(cacheDir: string, supabaseDir: string): string {
  return join(cacheDir, `schema-${schemaHash(supabaseDir)}.tar.gz`);
}

async function writeSnapshot(db: PGlite, path: string, cacheDir: string): Promise<void> {
  const dump = await db.dumpDataDir("gzip");
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, path);
}

/**
 * Makes sure a post-migration, post-seed snapshot exists for the current schema, building it when missing.
 * Starting from it takes about a second instead of a full initdb plus migrations.
 */
export async function ensureSnapshot(supabaseDir: string, cacheDir: string): Promise<string> {
  const path = snapshotPath(cacheDir, supabaseDir);
  if (!existsSync(path)) {
    const db = await buildFresh(undefined, supabaseDir);
    await writeSnapshot(db, path, cacheDir);
    await db.close();
  }
  return path;
}

export interface OpenDatabaseOptions {
  supabaseDir: string;
  cacheDir: string;
  /** Folder for a persistent database; undefined keeps everything in memory (tests, benchmarks). */
  dataDir: string | undefined;
}

export interface OpenedDatabase {
  db: PGlite;
  /** Migrations applied during this start (0 when the database was already current). */
  appliedMigrations: number;
  createdFresh: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const snapshot = await ensureSnapshot(options.supabaseDir, options.cacheDir);
  const isNew = options.dataDir === undefined || !existsSync(join(options.dataDir, "PG_VERSION"));
  if (isNew) {
    if (options.dataDir !== undefined) {
      mkdirSync(options.dataDir, { recursive: true });
    }
    const loadDataDir = new Blob([readFileSync(snapshot)]);
    const db = await PGlite.create(
      options.dataDir === undefined
        ? { loadDataDir, extensions: EXTENSIONS }
        : { dataDir: options.dataDir, loadDataDir, extensions: EXTENSIONS },
    );
    return { db, appliedMigrations: 0, createdFresh: true };
  }
  const db = await PGlite.create({ dataDir: options.dataDir, extensions: EXTENSIONS });
  try {
    const appliedMigrations = await applyPendingMigrations(db, options.supabaseDir);
    return { db, appliedMigrations, createdFresh: false };
  } catch (error) {
    await db.close();
    throw error;
  }
}
