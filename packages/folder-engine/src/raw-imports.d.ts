/** Vite's `?raw` imports (tests read the README and the example's source as text). */
declare module '*?raw' {
  const text: string;
  export default text;
}
