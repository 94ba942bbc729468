import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A WebAuthn authenticator in software (node:crypto, ES256), for API tests: it answers the
 * server's options as a browser with a passkey would (`navigator.credentials.create()` / `get()`
 * turned to JSON), and can be told to lie about the origin, the RP id, user verification or its
 * counter, so that each check of the server is tested against a refusal.
 */

const FLAG = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface Ceremony {
  /** The page's origin the browser reports (default: the authenticator's). */
  origin?: string;
  /** The RP id the authenticator signs for (default: the authenticator's). */
  rpId?: string;
  /** Whether the person was verified (PIN, fingerprint); default true. */
  userVerified?: boolean;
  /** The signature counter to report; default one past the last. */
  counter?: number;
  /** A challenge other than the options' (a replayed or made-up one). */
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The user handle the server gave at registration (sent back at sign-in). */
  private userHandle = '';
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested: boolean): Buffer {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
  }

  private flags(ceremony: Ceremony, attested: boolean) {
    return (
      FLAG.userPresent |
      (ceremony.userVerified === false ? 0 : FLAG.userVerified) |
      (attested ? FLAG.attested : 0)
    );
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options (`navigator.credentials.create()`). */
  create(options: { challenge: string; user?: unknown }, ceremony: Ceremony = {}) {
    const user = options.user as { id?: string } | undefined;
    this.userHandle = user?.id ?? '';
    const counter = ceremony.counter ?? this.counter;
    this.counter = counter;
    const authData = this.authenticatorData(
      ceremony.rpId ?? this.rpId,
      this.flags(ceremony, true),
      counter,
      true,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData(
      'webauthn.create',
      ceremony.challenge ?? options.challenge,
      ceremony.origin ?? this.origin,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** Answers sign-in options (`navigator.credentials.get()`). */
  get(options: { challenge: string }, ceremony: Ceremony = {}) {
    const counter = ceremony.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const authData = this.authenticatorData(
      ceremony.rpId ?? this.rpId,
      this.flags(ceremony, false),
      counter,
      false,
    );
    const clientDataJSON = this.clientData(
      'webauthn.get',
      ceremony.challenge ?? options.challenge,
      ceremony.origin ?? this.origin,
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
