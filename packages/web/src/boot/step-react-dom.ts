// Boot step 4 (src/main.tsx, decision 0083): React DOM, the largest library. Bundled in the 'react-dom' chunk.
export { createRoot } from 'react-dom/client';
