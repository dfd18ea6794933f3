// ESLint flat config. The layer rules of STYLE.md live here so the linter, not review, enforces them.
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import tseslint from 'typescript-eslint'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'

const frameworkImports = [
  { group: ['next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*'], message: 'src/core is framework-free (STYLE.md "Layers").' },
  { group: ['@/app/*', '@/components/*', '**/app/*', '**/components/*'], message: 'src/core may not depend on routes or UI.' },
]
// Types may cross (a use case names `Db` in its deps); code may not.
const dataImports = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', '@/db/*', '**/db/*'],
    allowTypeImports: true,
    message: 'Only *-repository.ts files touch Drizzle or src/db (STYLE.md "Layers").',
  },
]

// Request-path layers (issue 18 item 5; branch request-path). Kept in their own block, apart from the
// other layer rules, and shown failing on deliberate violations by tests/lint/layer-rules.test.ts.
export const requestPathLayerRules = {
  files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver': { typescript: { alwaysTryTypes: true }, node: true },
    // Dependencies are read with the TypeScript parser; packages are not followed.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/ignore': ['node_modules'],
  },
  rules: {
    // A cycle hides which module is the lower layer and makes load order matter (docs/decisions/008).
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    // src/server (our server, the mount table, the endpoint modules) is below the Next.js route tree.
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/server',
            from: './src/app',
            message: 'src/server may not import src/app: route.ts files re-export src/server/api modules, never the other way.',
          },
        ],
      },
    ],
  },
}

// The ground floor (issue 18 item 5; branch seed-layer). src/db is schema, client and migrations: it
// may not reach up into the layers built on it. Runtime code under src/ may not import tests/ (test
// files beside the code may). Its own plugin namespace, so that these zones never replace the request-path
// zones above for a file both blocks match. Shown failing by tests/lint/ground-floor-rules.test.ts.
export const groundFloorLayerRules = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  plugins: { 'ground-floor': importX },
  settings: {
    'import-x/resolver': { typescript: { alwaysTryTypes: true }, node: true },
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/ignore': ['node_modules'],
  },
  rules: {
    'ground-floor/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/db',
            from: ['./src/core', './src/seed', './src/server', './src/app', './src/components'],
            message: 'src/db is the ground floor (schema, client, migrations): it imports nothing from the layers above.',
          },
          {
            target: './src',
            from: './tests',
            message: 'Runtime code does not import tests/: shared row builders live in src/seed/builders.',
          },
        ],
      },
    ],
  },
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      // Route folders under src/app spell the spec's URLs (place_from_request, %5Fnext), so only the
      // other folders are held to kebab-case.
      'check-file/folder-naming-convention': ['error', { 'src/!(app)/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // API and browser tests read JSON bodies whose shape is what they assert; `any` there is the point.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Layer boundaries.
  {
    files: ['src/core/**/*.{ts,tsx}'],
    ignores: ['src/core/**/*-repository.ts', 'src/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...frameworkImports, ...dataImports] }] },
  },
  {
    files: ['src/core/**/*-repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: frameworkImports }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: dataImports }] },
  },
  {
    // Our server hands a request's body to its handler beside the Request, not in it (lane-bodies.ts).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/http/lane-bodies.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^req(uest)?$/][callee.property.name=/^(text|json|arrayBuffer|blob|bytes)$/]",
          message: 'Read a request body with readRequestText (src/server/http/lane-bodies.ts): our server passes it beside the Request.',
        },
      ],
    },
  },
  requestPathLayerRules,
  groundFloorLayerRules,
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
])
