// @vitest-environment jsdom
/**
 * The identity page's client side: a chosen file is judged by its bytes, size and kind before anything is sent; the
 * upload reports its progress and reads the platform's envelope as every call does (a refusal is an ApiError with
 * its code); a refused submission keeps the chosen files.
 */
import { tenant } from 'virtual:tenant';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { type KycState, MAX_KYC_DOCUMENT_BYTES } from '../../../src/api/calls/kyc/kyc';
import { clearToken, setToken } from '../../../src/api/session';
import { uploadDocuments } from '../../../src/features/kyc/api/upload-documents';
import { $kyc, chooseFile, fileProblem, resetKyc, submitKyc } from '../../../src/features/kyc/stores/kyc';

const STATE: KycState = {
  status: 'not_submitted',
  reason: null,
  submittedAt: null,
  decidedAt: null,
  documents: ['id-front', 'id-back', 'selfie'],
  maxDocumentBytes: MAX_KYC_DOCUMENT_BYTES,
  minimumAge: 18,
  withdrawals: { always: false, single: 2_000_000, cumulative: 5_000_000 },
};

const file = (bytes: number[], name = 'a.jpg', size = 0) =>
  new File([new Uint8Array(bytes), new Uint8Array(size)], name, { type: 'image/jpeg' });
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4];
const PDF = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));

/** A stand-in for the browser's XMLHttpRequest: records what is sent, then plays the given upload and answer. */
class FakeRequest {
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body = '';
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor(private readonly answer: { status: number; json: unknown }) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
    for (const loaded of [0, 40, 100]) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
    }
    this.status = this.answer.status;
    this.responseText = JSON.stringify(this.answer.json);
    this.onload?.();
  }
}

describe('identity documents on the page', () => {
  beforeEach(() => setToken('token-1'));
  afterEach(() => {
    clearToken();
    resetKyc();
  });

  it('judges a chosen file by its bytes and size, whatever its name', async () => {
    expect(await fileProblem('id-front', file(JPEG), MAX_KYC_DOCUMENT_BYTES)).toBeNull();
    expect(await fileProblem('id-back', file(PDF, 'scan.jpg'), MAX_KYC_DOCUMENT_BYTES)).toBeNull();
    expect(await fileProblem('selfie', file(PDF, 'me.jpg'), MAX_KYC_DOCUMENT_BYTES)).toBe('errors.kyc_document_type');
    expect(await fileProblem('id-front', file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), 100)).toBe(
      'errors.kyc_document_type',
    );
    expect(await fileProblem('id-front', file([]), 100)).toBe('errors.kyc_document_empty');
    expect(await fileProblem('id-front', file(JPEG, 'big.jpg', 100), 100)).toBe('errors.kyc_document_too_large');
  });

  it('sends the documents with the call headers and reports progress', async () => {
    const request = new FakeRequest({ status: 200, json: { success: true, code: 'ok', message: '', value: STATE } });
    const progress: number[] = [];
    const value = await uploadDocuments([{ kind: 'id-front', data: 'AAAA' }], {
      onProgress: (sent) => progress.push(sent),
      createRequest: () => request as unknown as XMLHttpRequest,
    });
    expect(value).toEqual(STATE);
    expect(progress).toEqual([0, 0.4, 1]);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${tenant.apiBaseUrl}/wps/member/kyc`);
    expect(request.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-merchant-code': tenant.merchantCode,
      'content-type': 'application/json',
    });
    expect(JSON.parse(request.body)).toEqual({ documents: [{ kind: 'id-front', data: 'AAAA' }] });
  });

  it("turns the platform's refusal into an ApiError with its code and value", async () => {
    const refusal = {
      success: false,
      code: 'kyc_document_too_large',
      message: 'x',
      value: { kind: 'selfie', maxBytes: 1 },
    };
    const request = new FakeRequest({ status: 400, json: refusal });
    const error = await uploadDocuments([], {
      onProgress: () => undefined,
      createRequest: () => request as unknown as XMLHttpRequest,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageKey).toBe('errors.kyc_document_too_large');
    expect((error as ApiError).detail('kyc_document_too_large')).toEqual({ kind: 'selfie', maxBytes: 1 });
  });

  it('keeps the chosen files when the submission is refused, and names a missing one before sending', async () => {
    $kyc.set({ ...$kyc.get(), state: STATE });
    await chooseFile('id-front', file(JPEG));
    await chooseFile('id-back', file(PDF));
    let sent = 0;
    const refuse = async () => {
      sent += 1;
      throw new ApiError({ code: 'network_error', reason: 'network_error', call: 'POST /wps/member/kyc' });
    };
    expect(await submitKyc(refuse)).toBe(false);
    expect(sent).toBe(0);
    expect($kyc.get().submitErrorKey).toBe('errors.kyc_document_missing');

    await chooseFile('selfie', file(JPEG));
    expect(await submitKyc(refuse)).toBe(false);
    expect(sent).toBe(1);
    expect($kyc.get()).toMatchObject({ submitErrorKey: 'errors.network_error', progress: null });
    expect(Object.keys($kyc.get().files)).toEqual(['id-front', 'id-back', 'selfie']);

    const accepted = async (_documents: unknown, { onProgress }: { onProgress(sent: number): void }) => {
      onProgress(0.5);
      expect($kyc.get().progress).toBe(0.5);
      return { ...STATE, status: 'pending' as const };
    };
    expect(await submitKyc(accepted)).toBe(true);
    expect($kyc.get()).toMatchObject({ state: { status: 'pending' }, files: {}, progress: null, sent: true });
  });
});
