// Boot step 1 (src/main.tsx, decision 0083): i18next with the shell's Indonesian texts. Bundled in the 'i18n' chunk.
export { i18n } from '../i18n';
