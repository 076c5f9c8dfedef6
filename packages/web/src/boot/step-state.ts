// Boot step 1 (src/main.tsx, decision 0083): MobX, its React binding and inversify. Bundled in the 'state' chunk, so
// importing this module evaluates those libraries in a task of their own.
export { configure } from 'mobx';
export { observer } from 'mobx-react-lite';
export { Container } from 'inversify';
