import * as v from 'valibot';

/**
 * Ids of `integer` columns, apart from contract/fields.ts so the route tree's query schemas (the
 * home page's `breed_id`, the friend call's `userId`) take them without every field rule and
 * validation message of the forms (issue 30: the login page's entry).
 */

/** Ids are PostgreSQL `integer` columns: anything above this would fail in the database (a 500). */
export const INT32_MAX = 2_147_483_647;

/** A positive id of an `integer` column, as a JSON number or a string of digits. */
export const intId = (message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(INT32_MAX, message),
  );
