/** The screen imports its stylesheet for Vite (host, stories, tests) to bundle; it exports nothing. */
declare module '*.css';
