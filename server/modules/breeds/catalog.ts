import { asc, eq } from 'drizzle-orm';
import type { BreedView } from '../../../contract/user';
import type { Database } from '../../db/client';
import { type BreedRow, breedGroups, breeds } from '../../db/schema/index';

/** How long the list read from the database is served; `/breeds` tells browsers 300 s anyway. */
export const BREED_CATALOG_TTL_MS = 60_000;

export interface BreedCatalog {
  /** Every breed in the order of the menus (sort, then id), as `GET /breeds` answers it. */
  list(): Promise<BreedView[]>;
  /** One breed; an id the snapshot does not know reads the table again once (a breed added since). */
  byId(id: number): Promise<BreedRow | null>;
}

interface Snapshot {
  rows: BreedRow[];
  byId: Map<number, BreedRow>;
  views: BreedView[];
  readAt: number;
}

/**
 * The breeds are reference data the migrations seed; no route writes them. Every `/breeds` and
 * every user object (`breed` of `/me`, `/friends`, …) read them per request, a statement each
 * that costs the server thread on PGlite. One snapshot per database, read again after
 * `BREED_CATALOG_TTL_MS` (a breed edited by hand shows within a minute) or when an unknown id is
 * asked for.
 */
export function createBreedCatalog(db: Database, now: () => number = Date.now): BreedCatalog {
  let snapshot: Promise<Snapshot> | null = null;

  function read(): Promise<Snapshot> {
    const readAt = now();
    const reading = db
      .select({ breed: breeds, group: breedGroups })
      .from(breeds)
      .leftJoin(breedGroups, eq(breedGroups.key, breeds.groupKey))
      .orderBy(asc(breeds.sort), asc(breeds.id))
      .then((joined) => {
        const rows = joined.map(({ breed }) => breed);
        return {
          rows,
          byId: new Map(rows.map((b) => [b.id, b])),
          // The group (issue 29: widening) travels with each breed, null for one outside every group.
          views: joined.map(({ breed: b, group: g }) => ({
            id: b.id,
            name: b.name,
            name_ua: b.nameUa,
            image: b.image,
            group: g ? { id: g.key, name: g.name, name_ua: g.nameUa } : null,
          })),
          readAt,
        };
      });
    snapshot = reading;
    // A failed read is not kept: the next call tries again.
    reading.catch(() => {
      if (snapshot === reading) snapshot = null;
    });
    return reading;
  }

  async function current(): Promise<Snapshot> {
    const held = snapshot ? await snapshot : null;
    if (held && now() - held.readAt < BREED_CATALOG_TTL_MS) return held;
    return read();
  }

  return {
    async list() {
      return (await current()).views;
    },
    async byId(id) {
      const found = (await current()).byId.get(id);
      if (found) return found;
      return (await read()).byId.get(id) ?? null;
    },
  };
}

const catalogs = new WeakMap<Database, BreedCatalog>();

/** The process's catalog of that database (shared by every module that builds user objects). */
export function breedCatalog(db: Database): BreedCatalog {
  let catalog = catalogs.get(db);
  if (!catalog) {
    catalog = createBreedCatalog(db);
    catalogs.set(db, catalog);
  }
  return catalog;
}
