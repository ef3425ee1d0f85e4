/**
 * The save flow every profile form shares (settings, security, responsible gaming): an invalid form sends
 * nothing (SPEC §5), the button is busy while the request runs, and one sentence (ok or error) answers it.
 */
import { useState, type FormEvent } from 'react';

export interface Outcome {
  error?: string;
  ok?: string;
}

export interface SubmitOptions {
  /** The form's own check (useForm's submit); false stops before any request. */
  validate?: () => boolean;
  /** The request; its answer is the sentence to show (nothing: no sentence). */
  run: () => Promise<Outcome | undefined>;
  /** A failure: a sentence to show, or nothing when the caller placed the message itself (under a field). */
  fail: (error: unknown) => Outcome | undefined;
}

export interface Submit {
  busy: boolean;
  message: Outcome;
  setMessage: (message: Outcome) => void;
  /** For `<form onSubmit>`; also callable without an event (a button outside a form). */
  submit: (event?: FormEvent) => void;
}

export function useSubmit({ validate, run, fail }: SubmitOptions): Submit {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Outcome>({});

  async function go(): Promise<void> {
    setMessage({});
    if (validate && !validate()) return;
    setBusy(true);
    try {
      setMessage((await run()) ?? {});
    } catch (error) {
      setMessage(fail(error) ?? {});
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    message,
    setMessage,
    submit: (event) => {
      event?.preventDefault();
      void go();
    },
  };
}
