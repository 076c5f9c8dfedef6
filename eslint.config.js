// Layer rule (house style): domain imports nothing; http and fake-portal import domain;
// stores import domain; web imports stores and domain, and only web's composition root imports http.
// Flat config replaces rule options per glob, so each glob states its complete no-restricted-imports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const kado = (name, message) => ({ group: [name, `${name}/*`], message });
const noDeep = { regex: '^@kado/[^/]+/.+', message: 'No deep imports across packages: use the package index.' };
const noClimb = { regex: '^(\\.\\./){3,}', message: 'No relative imports that climb out of a package.' };

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
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: restrict({ regex: '^(?!\\.{1,2}/)', message: '@kado/domain imports nothing: only its own relative files.' }),
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
    files: ['packages/stores/src/**/*.ts'],
    ignores: ['packages/stores/src/**/*.test.ts', 'packages/stores/src/testing/**'],
    rules: restrict(kado('@kado/http', 'stores receive ports by injection; only the web composition root names @kado/http.'), kado('@kado/web', 'stores import only @kado/domain.'), kado('@kado/fake-portal', 'stores import only @kado/domain.'), kado('react', 'a store never imports React.'), kado('react-dom', 'a store never imports React.'), kado('ky', 'a store never calls ky.')),
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/web/src/test/**', 'packages/web/src/app/container.ts', 'packages/web/src/app/feature-gateways.ts'],
    rules: restrict(kado('@kado/http', 'only the composition root (web/src/app/container.ts) names @kado/http.'), kado('@kado/fake-portal', 'the shipped app never imports the fake portal.'), kado('ky', 'a screen never calls ky.')),
  },
  {
    files: ['packages/web/src/app/container.ts', 'packages/web/src/app/feature-gateways.ts'],
    rules: restrict(kado('@kado/fake-portal', 'the shipped app never imports the fake portal.')),
  },
);
