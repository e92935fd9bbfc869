/**
 * Sends the identity documents (kycSubmitCall) with upload progress: the shared client (ofetch over fetch) cannot
 * report how much of a body has left, so this one call goes through XMLHttpRequest, with the same headers, envelope
 * and errors as every other call (src/api/client.ts): a refusal is an ApiError whose messageKey the page shows.
 */
import { tenant } from 'virtual:tenant';
import { ApiError } from '../../../api/api-error';
import { envelope } from '../../../api/calls/envelope';
import { type KycDocumentKind, type KycState, kycSubmitCall } from '../../../api/calls/kyc/kyc';
import { pageLanguage } from '../../../api/default-client';
import { getToken } from '../../../api/session';

const LABEL = `${kycSubmitCall.method} ${kycSubmitCall.path}`;
/** Documents are large and phones slow: a minute more than the client's usual limit per megabyte is not needed. */
const TIMEOUT_MS = 10 * 60 * 1000;
const answer = envelope(kycSubmitCall.value);

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress(sent: number): void;
  /** Injected by tests; the browser's by default. */
  createRequest?: () => XMLHttpRequest;
  baseURL?: string;
  merchantCode?: string;
}

export function uploadDocuments(
  documents: { kind: KycDocumentKind; data: string }[],
  options: UploadOptions,
): Promise<KycState> {
  const token = getToken();
  if (!token) return Promise.reject(new ApiError({ code: 'not_logged_in', reason: 'not_logged_in', call: LABEL }));
  const request = options.createRequest?.() ?? new XMLHttpRequest();
  return new Promise<KycState>((resolve, reject) => {
    request.open(kycSubmitCall.method, `${options.baseURL ?? tenant.apiBaseUrl}${kycSubmitCall.path}`);
    request.timeout = TIMEOUT_MS;
    request.setRequestHeader('content-type', 'application/json');
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('x-merchant-code', options.merchantCode ?? tenant.merchantCode);
    request.setRequestHeader('x-language', pageLanguage());
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(parse(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError({ code: 'network_error', reason: 'network_error', call: LABEL }));
    request.ontimeout = () => reject(new ApiError({ code: 'timeout', reason: 'timeout', call: LABEL }));
    request.send(JSON.stringify({ documents }));
  });
}

/** The envelope as the shared client reads it: a value, or the platform's refusal as an ApiError. */
function parse(status: number, text: string): KycState {
  const malformed = (detail: string) =>
    new ApiError({ code: 'unknown_error', reason: 'malformed_response', status, call: LABEL, detail });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw malformed(text ? 'not JSON' : 'empty body');
  }
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw malformed('not the API envelope');
  if (parsed.data.success) {
    if (status < 200 || status >= 300) throw malformed(`success envelope with HTTP ${status}`);
    return parsed.data.value as KycState;
  }
  const { code, value, message } = parsed.data;
  throw new ApiError({ code, reason: 'platform', status, value, call: LABEL, detail: message });
}
