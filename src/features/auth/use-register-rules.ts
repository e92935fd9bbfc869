/** The merchant's field rules for a form; `errorKey` when they could not be loaded (the form then says so). */
import { useEffect, useState } from 'react';
import { errorMessageKey } from '../../api/api-error';
import { loadRegisterRules } from './register-rules';
import type { RegisterRules } from './validation';

export function useRegisterRules(): { rules: RegisterRules | null; errorKey: string | null; retry(): void } {
  const [rules, setRules] = useState<RegisterRules | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // `attempt` re-runs the load after a failure
    void attempt;
    loadRegisterRules().then(
      (loaded) => live && setRules(loaded),
      (error) => live && setErrorKey(errorMessageKey(error)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return {
    rules,
    errorKey,
    retry: () => {
      setErrorKey(null);
      setAttempt((n) => n + 1);
    },
  };
}
