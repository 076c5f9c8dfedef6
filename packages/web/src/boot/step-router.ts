// Boot step 5 (src/main.tsx, decision 0083): React Router. Bundled in the 'router' chunk.
export { createBrowserRouter } from 'react-router-dom';
