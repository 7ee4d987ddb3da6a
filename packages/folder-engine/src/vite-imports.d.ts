/** What tests use of Vite's module loading (vitest runs on Vite): `?raw` text and glob imports. */
declare module '*?raw' {
  const text: string;
  export default text;
}

interface ImportMeta {
  glob<Module>(pattern: string, options: { eager: true; import?: string }): Record<string, Module>;
}
