const PLAIN = /^[0-9A-Za-z-]+$/;

/**
 * A PostgreSQL array literal, passed as one bound parameter (`= ANY($1::uuid[])`,
 * `unnest($1::int[])`); both drivers accept it. Only for values that need no quoting (uuids,
 * integers): anything else is refused rather than escaped.
 */
export function pgArray(values: ReadonlyArray<string | number>): string {
  for (const value of values) if (!PLAIN.test(String(value))) throw new Error('pgArray: value needs quoting');
  return `{${values.join(',')}}`;
}
