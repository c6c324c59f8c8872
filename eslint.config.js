import blueprint from '@blueprintjs/eslint-plugin';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/ui/**/*.tsx', 'src/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Blueprint's components and its `Classes` constants, never hand-written `bp6-` class names
    // or plain tags where Blueprint has a component; in tests too, so a selector follows Blueprint's
    // class prefix when it changes. The build's stylesheet splitter and its test are left out: the
    // `bp6-` names there are selectors of Blueprint's stylesheet, read as text.
    ...blueprint.flatConfigs.recommended,
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    ignores: ['tests/build/**'],
  },
  {
    // The domain has no clock and no randomness: "now" is a parameter.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch', 'navigator'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass "now" in.',
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass "now" in.' },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'The domain is deterministic.',
        },
      ],
    },
  },
);
