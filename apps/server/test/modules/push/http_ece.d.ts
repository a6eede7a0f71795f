/**
 * Types of the parts of `http_ece` (RFC 8188 / RFC 8291 content encoding) the push tests use: the
 * package ships none. `decrypt` with a browser's ECDH key pair and auth secret, as RFC 8291 aes128gcm.
 */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export type DecryptParams = {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    privateKey?: ECDH;
    authSecret?: Buffer;
    dh?: string | Buffer;
    key?: Buffer;
  };

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
