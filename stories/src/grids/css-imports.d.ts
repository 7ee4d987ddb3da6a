/** Stories import the grids' stylesheets for Vite to bundle; a stylesheet exports nothing. */
declare module '*.css';
