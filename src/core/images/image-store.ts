// The ImageStore port (ARCHITECTURE §1): a local directory by default, an S3-compatible bucket later.
// Keys are relative paths such as `demo/music-3.png`; they never start with `/` or contain `..`.

export type StoredImage = { bytes: Uint8Array; contentType: string }

export type ImageStore = {
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>
  get: (key: string) => Promise<StoredImage | null>
  has: (key: string) => Promise<boolean>
  /** Deletes the file; a key that names nothing is already gone. */
  remove: (key: string) => Promise<void>
}

const SAFE_KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,200}$/

/** Keys come from our own database, but a key is also a path on disk: refuse anything that could escape. */
export function isSafeImageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('//')
}
