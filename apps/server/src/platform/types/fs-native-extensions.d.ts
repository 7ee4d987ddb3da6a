// The package ships no types; only what the data directory lock uses is declared.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) advisory lock on an open file: true if granted, false if held elsewhere. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
