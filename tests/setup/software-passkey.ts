/**
 * A software authenticator for integration tests: an ES256 key from node:crypto that answers
 * WebAuthn registration ('none' attestation) and assertion ceremonies the way a platform
 * authenticator with user verification does, with a signature counter. Just enough CBOR to
 * write the attestation object and the COSE key.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export interface SoftwarePasskey {
  credentialId: string;
  /** The answer to registration options (RegistrationResponseJSON). */
  register(options: { challenge: string; rp: { id?: string } }, origin: string, flags?: { uv?: boolean }): unknown;
  /** The answer to authentication options (AuthenticationResponseJSON), counter advanced. */
  assert(
    options: { challenge: string; rpId?: string },
    origin: string,
    extra?: { userHandle?: string; counter?: number; uv?: boolean },
  ): unknown;
}

export function softwarePasskey(rpId: string, userId: string): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const rawId = randomBytes(16);
  const credentialId = b64url(rawId);
  let counter = 0;
  const flagsOf = (uv: boolean, attested: boolean) => 0x01 | (uv ? 0x04 : 0) | (attested ? 0x40 : 0);
  const counterBytes = (n: number) => {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(n);
    return out;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    register(options, origin, flags = {}) {
      const coseKey = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]);
      const lengthBytes = Buffer.alloc(2);
      lengthBytes.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? rpId),
        Buffer.from([flagsOf(flags.uv ?? true, true)]),
        counterBytes(counter),
        Buffer.alloc(16),
        lengthBytes,
        rawId,
        cbor(coseKey),
      ]);
      const attestation = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, extra = {}) {
      counter = extra.counter ?? counter + 1;
      const authData = Buffer.concat([
        sha256(options.rpId ?? rpId),
        Buffer.from([flagsOf(extra.uv ?? true, false)]),
        counterBytes(counter),
      ]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: b64url(Buffer.from(extra.userHandle ?? userId)),
        },
        clientExtensionResults: {},
      };
    },
  };
}
