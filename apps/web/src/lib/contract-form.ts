import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

/** What the form needs of a contract: zod's `safeParse` (typed structurally, so no zod import here). */
interface Contract<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

type Errors<K extends string> = Partial<Record<K, { message: string }>>;

/**
 * The contract is loaded on use (`() => import(...)`), so zod and the schemas stay off the first
 * visit (issue 28); it is fetched at the first keystroke or focus-less submit, and a submit waits for it.
 *
 * A text-field form validated by its domain contract, for the sign-in page's Manager form in place of
 * react-hook-form (issue 28: ~15 KiB brotli off its first visit). It behaves as react-hook-form with
 * zodResolver did: the contract runs on submit (the first field in error takes focus), then on every
 * change; each field shows its first issue; a server's issues land through `setError`
 * (applyServerIssues); the parsed values (trimmed, lower-cased) go to `onValid`.
 */
export function useContractForm<K extends string, T>(
  loadContract: () => Promise<Contract<T>>,
  defaultValues: Record<K, string>,
) {
  const [values, setValues] = useState(defaultValues);
  const contract = useRef<Contract<T> | null>(null);
  const loading = useRef<Promise<Contract<T>> | null>(null);
  const load = () => {
    loading.current ??= loadContract().then((loaded) => {
      contract.current = loaded;
      return loaded;
    });
    return loading.current;
  };
  const [errors, setErrors] = useState<Errors<K>>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const fields = Object.keys(defaultValues) as K[];

  const validate = (next: Record<K, string>, loaded: Contract<T>) => {
    const result = loaded.safeParse(next);
    const found: Errors<K> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as K;
        if (fields.includes(field) && !found[field]) found[field] = { message: issue.message };
      }
    }
    setErrors(found);
    return { result, found };
  };

  const register = (name: K) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted.current && contract.current) validate(next, contract.current);
      else void load();
    },
  });

  const handleSubmit = (onValid: (data: T) => void) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const { result, found } = validate(values, contract.current ?? (await load()));
    if (result.success) return onValid(result.data);
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  /** A server's issue on a field (applyServerIssues); a name the form does not have is ignored. */
  const setError = (name: string, error: { message: string }) => {
    if (fields.includes(name as K)) setErrors((current) => ({ ...current, [name]: { message: error.message } }));
  };

  return { register, handleSubmit, setError, errors, getValues: (name: K) => values[name] };
}
