/**
 * The part of oidc-provider (v9, untyped: its types live in a separate @types package this project does not install)
 * that the local demo provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OidcContext {
    type: string;
    body: unknown;
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      params?: Record<string, unknown>;
      provider: Provider;
    };
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Client: { prototype: { redirectUriAllowed(value: string): boolean } };
    Grant: new (init: {
      clientId: string;
      accountId: string;
    }) => Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export type { OidcContext };
}
