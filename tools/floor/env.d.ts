// What the floor reads of Vite's import.meta.env (the base path it is built under).
interface ImportMeta {
  readonly env: { readonly BASE_URL: string };
}
