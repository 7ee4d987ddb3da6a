/** The one toast of an expired session, however many requests find it expired. */
export const sessionExpiredToast = 'session-expired';

/** Toast auto-close times of spec 000 §8 and §9, in milliseconds. */
export const toastDurations = {
  /** Short confirmations: 'logged in', 'Saved', 'signup failed'. */
  brief: 1000,
  short: 2000,
  /** Transaction errors and failed sign-ins. */
  txnError: 3000,
  /** The settings load error, shown top-centre. */
  settingsError: 4000,
  export: 6000,
  error: 10_000,
} as const;
