// Layer rule (house style): domain imports nothing; contract imports valibot and domain; http and fake-portal import domain and
// contract; stores import domain (their tests too: the ones against http and the fake portal live in @kado/testing); web imports
// stores and domain, and only web's composition root imports http; web's server imports no feature.
// Flat config replaces rule options per glob, so each glob states its complete no-restricted-imports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const kado = (name, message) => ({ group: [name, `${name}/*`], message });
const noDeep = { regex: '^@kado/[^/]+/.+', message: 'No deep imports across packages: use the package index.' };
const noClimb = { regex: '^(\\.\\./){3,}', message: 'No relative imports that climb out of a package.' };

// The app server imports no screen or feature file (issue 27 item 4): what it shares with a feature lives outside
// src/features (texts in src/i18n/pages/, pure helpers in src/ui/), and both import it from there.
const noFeatures = { regex: '(^|/)src/features(/|$)', message: 'the server imports no feature: move what it shares with the feature out of src/features (src/i18n/pages, src/ui).' };

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [noDeep, noClimb, ...patterns] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', '**/test-results/**', '**/playwright-report/**', 'tools/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML.' },
      ],
    },
  },
  // React knows its rules: the hooks rules (with the React Compiler's checks of v7) and accessibility of the JSX.
  {
    files: ['packages/web/src/**/*.tsx', 'packages/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error', ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: restrict({ regex: '^(?!\\.{1,2}/)', message: '@kado/domain imports nothing: only its own relative files.' }),
  },
  {
    // The request schemas (decision 0520): read by http and by the fake portal, so they import neither; the domain
    // gives the business limits they check (a fund's amounts).
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: restrict({ regex: '^(?!\\.{1,2}/|valibot$|@kado/domain$)', message: '@kado/contract imports only valibot, @kado/domain and its own files.' }),
  },
  {
    files: ['packages/http/src/**/*.ts'],
    ignores: ['packages/http/src/**/*.test.ts'],
    rules: restrict(kado('@kado/stores', 'http imports only @kado/domain.'), kado('@kado/web', 'http imports only @kado/domain.'), kado('@kado/fake-portal', 'http imports only @kado/domain (the fake portal is for tests).'), kado('react', 'http knows no React.'), kado('mobx', 'http knows no MobX.')),
  },
  {
    files: ['packages/fake-portal/src/**/*.ts'],
    ignores: ['packages/fake-portal/src/**/*.test.ts'],
    rules: restrict(kado('@kado/stores', 'fake-portal imports only @kado/domain.'), kado('@kado/web', 'fake-portal imports only @kado/domain.'), kado('@kado/http', 'fake-portal imports only @kado/domain.'), kado('react', 'fake-portal knows no React.'), kado('ky', 'fake-portal serves; it does not call.')),
  },
  {
    // Tests included (issue 27 item 4): the stores' tests against the HTTP adapters and the fake portal live in @kado/testing.
    files: ['packages/stores/src/**/*.ts'],
    rules: restrict(kado('@kado/http', 'stores receive ports by injection; only the web composition root names @kado/http.'), kado('@kado/web', 'stores import only @kado/domain.'), kado('@kado/fake-portal', 'stores import only @kado/domain.'), kado('react', 'a store never imports React.'), kado('react-dom', 'a store never imports React.'), kado('ky', 'a store never calls ky.')),
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/web/src/test/**', 'packages/web/src/app/container.ts', 'packages/web/src/app/feature-gateways.ts', 'packages/web/src/app/shell-gateways.ts'],
    rules: restrict(kado('@kado/http', 'only the composition root (web/src/app/container.ts) names @kado/http.'), kado('@kado/fake-portal', 'the shipped app never imports the fake portal.'), kado('ky', 'a screen never calls ky.')),
  },
  {
    // The app server (decision 0230): the portal is reached through the seam of server/portal.ts only.
    files: ['packages/web/server/**/*.ts'],
    ignores: ['packages/web/server/**/*.test.ts', 'packages/web/server/portal.ts'],
    rules: restrict(noFeatures, kado('@kado/fake-portal', 'only server/portal.ts names the fake portal: the server reaches the portal through that seam.'), kado('ky', 'the server forwards with fetch; the app calls the portal through @kado/http.'), kado('react-dom', 'the server renders no React.')),
  },
  {
    files: ['packages/web/server/portal.ts'],
    rules: restrict(noFeatures, kado('ky', 'the proxy forwards with fetch.'), kado('react', 'the portal seam knows no React.')),
  },
  {
    files: ['packages/web/server/**/*.test.ts'],
    rules: restrict(noFeatures),
  },
  {
    // The stores' integration tests and their kits: the core's packages through their indexes, no front end.
    files: ['packages/testing/src/**/*.ts'],
    rules: restrict(kado('@kado/web', 'the testing package tests the core, not the web app.'), kado('@kado/cli', 'the testing package tests the core, not the command line.'), kado('react', 'the stores are tested without React.'), kado('react-dom', 'the stores are tested without React.'), kado('ky', 'the stores reach the portal through @kado/http.')),
  },
  {
    // The second front end (decision 0233): the core through its packages, its own composition root, and no DOM.
    files: ['packages/cli/src/**/*.ts', 'packages/cli/bin/**/*.mjs'],
    ignores: ['packages/cli/src/**/*.test.ts'],
    rules: {
      ...restrict(kado('@kado/web', 'the CLI reuses the core, not the web app.'), kado('react', 'the CLI knows no React.'), kado('react-dom', 'the CLI knows no React.'), kado('ky', 'the CLI calls the portal through @kado/http.')),
      'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({ name, message: 'The CLI runs in Node: no DOM.' }))],
    },
  },
  {
    files: ['packages/web/src/app/container.ts', 'packages/web/src/app/feature-gateways.ts', 'packages/web/src/app/shell-gateways.ts'],
    rules: restrict(kado('@kado/fake-portal', 'the shipped app never imports the fake portal.')),
  },
);
