/** Security centre: set or change the transaction password (paymentPassword), which money actions ask for. */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { PaymentPasswordForm } from '../../../components/ui/PaymentPasswordForm';
import { $paymentPasswordSet, loadPaymentPasswordStatus } from '../../../stores/payment-password';

export function PaymentPasswordSection({ t }: { t: TFunction }) {
  const isSet = useStore($paymentPasswordSet);
  useEffect(() => {
    void loadPaymentPasswordStatus();
  }, []);
  // Set or change: the form's title and fields depend on the answer, so it waits for it.
  return isSet === null ? null : <PaymentPasswordForm t={t} />;
}
