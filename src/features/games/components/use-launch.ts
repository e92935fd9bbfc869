import { useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import { type LaunchTarget, launch } from '../launch';

/** Launch with a busy flag and the translated error key of a failed launch. */
export function useLaunch() {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  async function start(target: LaunchTarget) {
    setBusy(true);
    setErrorKey(null);
    try {
      await launch(target);
    } catch (error) {
      setErrorKey(errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, errorKey, start };
}
