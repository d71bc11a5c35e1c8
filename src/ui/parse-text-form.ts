import { parse } from '@conform-to/react';
import { type GenericSchema, getDotPath, type InferOutput, safeParse } from 'valibot';

/**
 * Validates a form of text fields with a contract schema: conform's own `parse` around valibot's
 * `safeParse`, with nothing coerced. The contract schemas read form strings as typed (their own
 * handling of '' gives each field's "required" message), so these forms need none of
 * @conform-to/valibot's coercion, which then stays off /login's first load (issue 30). Field
 * names are valibot's dot paths: these forms are flat.
 */
export function parseTextForm<S extends GenericSchema>(formData: FormData, schema: S) {
  return parse<InferOutput<S>, string[]>(formData, {
    resolve(payload) {
      const result = safeParse(schema, payload);
      if (result.success) return { value: result.output };
      const error: Record<string, string[]> = {};
      for (const issue of result.issues) {
        const name = getDotPath(issue) ?? '';
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}
