// Boot step 1 (src/main.tsx, decisions 0083 and 0084): MobX, its React binding and inversify. Importing this module
// evaluates those libraries, in a task of their own (the 'boot' file runs a module's body on its first import).
export { configure } from 'mobx';
export { observer } from 'mobx-react-lite';
export { Container } from 'inversify';
