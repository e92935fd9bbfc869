/** The merchant's registration rules: one pattern and length rule per form field. */
import { z } from 'zod/mini';
import { defineCall } from './define-call';
import { fieldRule } from './field-patterns';

/** Rules per registration field name (username, password, mobileNum, email, payeeName, …). */
export const registerRulesValue = z.record(z.string(), fieldRule);

export const registerSettingCall = defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: false,
  value: registerRulesValue,
});
