/**
 * The one hook behind every form: values, the first error of each field, validation with the
 * shared zod schemas (the ones the server applies, so both sides say the same thing) and the
 * server's refusals shown on the fields they name. Sending stays with the caller (useSubmitOnce or
 * a mutation built on it), so one submit gives one request.
 *
 * - `field(name)` binds a custom control (value and an onChange taking the new value);
 *   `input(name)` gives the props of a plain input or select (name, value, onChange(event)).
 * - `submitWith(parse, send)` is the form's onSubmit: it validates and sends only a valid input.
 * - `check(result)` shows a parse's errors (or clears them) and answers the parsed value;
 *   `check(result, field)` and `submitWith(parse, send, { field })` put the errors of a schema of
 *   one value (a code) on that field.
 * - With `draft`, what the person types is saved after each edit (not the pre-fill alone) and comes
 *   back when the form opens again.
 * - A form that hands its element to `formRef` has its first refused field brought into view and
 *   focused whenever a refusal is shown, the client's or the server's: on a phone it can be a screen
 *   above the button, with focus still on the button. Chakra's Field marks it aria-invalid.
 */
import { useCallback, useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorsFromParse, errorsFromServer, formReducer, type FormErrors, type FormState, type FormValues, type ParseResult } from './form-state';

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export interface InputProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** Where a form's draft lives (an answer form's session storage, for example). */
export interface FormDraft {
  read: () => Record<string, string>;
  save: (values: Record<string, string>) => void;
}

interface SubmitOptions<Name> {
  /** The field a schema of one value (a code) speaks of. */
  field?: Name;
  /** True while a submission is on its way: the submit does nothing. */
  busy?: boolean;
  /** A `parse` that loads its schema and could not (offline): say so, as for a failed send. */
  onParseFailure?: (error: unknown) => void;
  /** The input was refused, its errors shown: say so beyond the fields (a toast over a long form). */
  onInvalid?: () => void;
}

export const useForm = <V extends FormValues>(initial: V, options: { draft?: FormDraft } = {}) => {
  const { draft } = options;
  const [state, dispatch] = useReducer(formReducer<V>, undefined, (): FormState<V> => {
    const saved = draft?.read() ?? {};
    return { values: Object.fromEntries(Object.entries(initial).map(([name, value]) => [name, saved[name] ?? value])) as V, errors: {}, edited: false };
  });
  const { values, errors, edited } = state;
  useEffect(() => {
    if (edited) draft?.save(values);
    // The draft's identity may change each render; its key does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edited, values]);

  // Counted, not flagged: the same refusal shown twice brings its field back twice. The effect runs
  // once the errors have rendered, so the field is already marked.
  const formElement = useRef<HTMLElement | null>(null);
  const formRef = useCallback((element: HTMLElement | null) => {
    formElement.current = element;
  }, []);
  const [refusalsShown, setRefusalsShown] = useState(0);
  useEffect(() => {
    if (refusalsShown === 0) return;
    const invalid = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus({ preventScroll: true });
    invalid?.scrollIntoView({ block: 'center' });
  }, [refusalsShown]);

  type Name = keyof V & string;
  const edit = (name: Name, value: string) => dispatch({ type: 'edit', name, value });
  const showErrors = (shown: FormErrors<V>) => {
    dispatch({ type: 'show-errors', errors: shown });
    if (Object.keys(shown).length > 0) setRefusalsShown((count) => count + 1);
  };

  /**
   * The parsed value, or undefined after showing the errors of the fields it refused. `field` names
   * the field a schema of one value (a code) speaks of.
   */
  const check = <T>(result: ParseResult<T>, field?: Name): T | undefined => {
    showErrors(result.success ? {} : (errorsFromParse(result.error, field) as FormErrors<V>));
    return result.success ? result.data : undefined;
  };

  return {
    values,
    errors,
    /** The form's element (a <form>, or the Stack rendered as one), for its refused fields to be brought into view. */
    formRef,
    field: (name: Name): FieldBinding => ({ name, value: values[name] ?? '', error: errors[name], onChange: (value) => edit(name, value) }),
    input: (name: Name): InputProps => ({ name, value: values[name] ?? '', onChange: (event) => edit(name, event.target.value) }),
    check,
    showErrors,
    /** Shows the server's refusal on the fields it names; false when it names none. */
    showServerErrors: (error: unknown): boolean => {
      const byField = errorsFromServer(error);
      if (byField) showErrors(byField as FormErrors<V>);
      return !!byField;
    },
    /**
     * The form's onSubmit: validates the values, then sends the parsed input (nothing when invalid).
     * `parse` may load its schema on demand (a promise): the login screen does, so its first visit
     * carries no zod; `onParseFailure` then hears of a schema that could not be loaded.
     */
    submitWith: <T>(
      parse: (current: V) => ParseResult<T> | Promise<ParseResult<T>>,
      send: (data: T) => unknown,
      { field, busy, onParseFailure, onInvalid }: SubmitOptions<Name> = {},
    ) => (event?: FormEvent) => {
      event?.preventDefault();
      // A submission on its way: a second Enter neither validates nor sends.
      if (busy) return;
      const finish = (result: ParseResult<T>) => {
        const data = check(result, field);
        if (data !== undefined) void send(data);
        else onInvalid?.();
      };
      const parsed = parse(values);
      if (parsed instanceof Promise) void parsed.then(finish, (error: unknown) => onParseFailure?.(error));
      else finish(parsed);
    },
    /**
     * Sets values without counting as the person's edit (a code sent again empties its box). Given a
     * function, it reads the values as they are when it runs (what was typed while a request was out).
     */
    setValues: (next: Partial<V> | ((current: V) => Partial<V>)) => dispatch({ type: 'set-values', values: next }),
    /** Back to the given values (the initial ones by default), no errors. */
    reset: (next: V = initial) => dispatch({ type: 'reset', values: next }),
  };
};

export type Form<V extends FormValues> = ReturnType<typeof useForm<V>>;
