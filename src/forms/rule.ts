// What a rule is, and how a field's rules are read: the part of forms/ every form needs. The rules themselves
// (rules.ts) bring the texts of every form and the document checks; the login, whose script is the first a member
// downloads, writes its two checks with its own messages and needs none of them (1.2 KB gzip less after its paint).
export type FieldValue = string | boolean;
export type FormValues = Record<string, FieldValue>;
export type Rule<V extends FormValues = FormValues> = (value: FieldValue, values: V) => string | undefined;

/** The first message of a field's rules, or undefined when all pass. */
export function firstError<V extends FormValues>(rules: readonly Rule<V>[] | undefined, value: FieldValue, values: V): string | undefined {
  for (const rule of rules ?? []) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
}
