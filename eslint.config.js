import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Redis connections close through common's closeRedis (quit, else cut the connection): a bare
    // quit() rejects when the socket drops while it waits, failing a shutdown or a test teardown.
    files: ['**/*.ts'],
    ignores: ['packages/common/src/redis.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='quit'][arguments.length=0]",
          message: 'Close Redis connections with closeRedis() from @nestkeep/common.',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
