// The one form hook: values, rules, errors shown once a field was left or the form submitted, server messages
// beside their fields, an optional session-storage draft, and focus on the first wrong field.
import { useEffect, useMemo, useState } from 'react';
import { useLatest } from '../core/hooks/use-latest.ts';
import { ApiError, errorMessage } from '../core/errors/error-message.ts';
import { clearDraft, readDraft, writeDraft } from './draft.ts';
import { firstError, type FieldValue, type FormValues, type Rule } from './rule.ts';

export interface FormOptions<V extends FormValues> {
  /** Prefix of the inputs' ids (`${id}-${name}`), also used to focus the first wrong field. */
  id: string;
  /** `{}` for a form with nothing of its own to check (a table of ticks, a confirm step): it still gets the submit. */
  initial: V;
  rules?: { [K in keyof V]?: readonly Rule<V>[] };
  /** Keep values in session storage under this key; `omit` names fields never to store (secrets are never stored). */
  draft?: { key: string; omit?: readonly (keyof V & string)[] };
  /**
   * Runs with valid values. When it throws, the form keeps every value and shows why: a 422's `fields` beside
   * their fields, and the error's (Spanish) message as `failure`.
   */
  onSubmit: (values: V) => Promise<void> | void;
}

type Errors<V> = Partial<Record<keyof V & string, string>>;

const NO_RULES = {};

export function useForm<V extends FormValues>(opts: FormOptions<V>) {
  const { id, draft } = opts;
  const rules: { [K in keyof V]?: readonly Rule<V>[] } = opts.rules ?? NO_RULES;
  const [values, setValues] = useState<V>(() => (draft ? ({ ...opts.initial, ...readDraft(draft.key) } as V) : opts.initial));
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [server, setServer] = useState<Errors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const submitRef = useLatest(opts.onSubmit);
  // Written when the values change; a form's draft key is fixed for its life.
  const draftRef = useLatest(draft);
  useEffect(() => {
    const current = draftRef.current;
    if (current) writeDraft(current.key, values, current.omit);
  }, [values, draftRef]);

  const ruleErrors = useMemo(() => {
    const found: Errors<V> = {};
    for (const name of Object.keys(values) as (keyof V & string)[]) {
      const message = firstError(rules[name], values[name] as FieldValue, values);
      if (message) found[name] = message;
    }
    return found;
    // Most forms pass module-level rules; inline ones make this run on every render, a loop over a few fields.
  }, [values, rules]);

  /** What the screen shows: a rule's message once the field was left, or the server's until the value changes. */
  const errorOf = (name: keyof V & string): string | undefined => server[name] ?? (touched[name] ? ruleErrors[name] : undefined);

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((old) => ({ ...old, [name]: value }));
    setServer((old) => (old[name] ? { ...old, [name]: undefined } : old));
  };

  const focusField = (name: string) => document.getElementById(`${id}-${name}`)?.focus();

  /** Props for a Field or Select: id, name, value, error, onInput/onChange, onBlur. */
  const field = (name: keyof V & string) => ({
    id: `${id}-${name}`,
    name,
    value: String(values[name] ?? ''),
    error: errorOf(name),
    onInput: (e: Event) => set(name, (e.target as HTMLInputElement).value as V[typeof name]),
    onChange: (e: Event) => set(name, (e.target as HTMLInputElement).value as V[typeof name]),
    onBlur: () => setTouched((old) => (old[name] ? old : { ...old, [name]: true })),
  });

  /** Props for a Checkbox. */
  const checkbox = (name: keyof V & string) => ({
    id: `${id}-${name}`,
    name,
    checked: values[name] === true,
    error: errorOf(name),
    onChange: (e: Event) => {
      set(name, (e.target as HTMLInputElement).checked as V[typeof name]);
      setTouched((old) => ({ ...old, [name]: true }));
    },
  });

  /** Messages from the server (a 422's `fields`, an async check); the first one gets the focus. */
  const setServerErrors = (fields: Errors<V>, focus = true) => {
    setServer((old) => ({ ...old, ...fields }));
    const first = Object.keys(values).find((name) => fields[name as keyof V & string]);
    if (focus && first) focusField(first);
  };

  const submit = async (event?: Event) => {
    event?.preventDefault();
    if (submitting) return;
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Partial<Record<keyof V, boolean>>);
    const wrong = Object.keys(values).find((name) => server[name as keyof V & string] ?? ruleErrors[name as keyof V & string]);
    if (wrong) {
      focusField(wrong);
      return;
    }
    setSubmitting(true);
    setFailure('');
    try {
      await submitRef.current(values);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.data as { fields?: Errors<V> } | undefined)?.fields : undefined;
      if (fields) setServerErrors(fields);
      setFailure(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const hasErrors = Object.keys(values).some((name) => errorOf(name as keyof V & string));

  return {
    values,
    set,
    field,
    checkbox,
    submit,
    submitting,
    failure,
    setFailure,
    setServerErrors,
    errorOf,
    hasErrors,
    /** Forgets the stored draft (after the form's work is done). */
    clearDraft: () => draft && clearDraft(draft.key),
  };
}

export type Form<V extends FormValues> = ReturnType<typeof useForm<V>>;

/** What `field(name)` gives a Field or Select. */
export type FieldBinding = ReturnType<Form<FormValues>['field']>;
