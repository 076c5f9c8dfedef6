// Boot step 4 (src/main.tsx, decisions 0083 and 0084): React DOM, the largest library.
export { createRoot } from 'react-dom/client';
