/** A stylesheet imported as text (Vite's `?inline`): the Lite table inlines its styles in its own chunk. */
declare module "*.css?inline" {
  const css: string;
  export default css;
}
