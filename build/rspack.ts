/**
 * The one rspack configuration factory for the shell and every remote.
 *
 * Each app's `rspack.config.ts` only says who it is (name, port, what it exposes); everything
 * else — TypeScript/JSX compilation, Module Federation, the shared singletons, dev server,
 * output layout — is decided here once, so the five builds cannot drift apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CompressedSiblingsPlugin } from './compress.ts';
import { sharedDependencies } from './federation.ts';
import { OfflineChunksPlugin } from './offline-chunks.ts';
import { StartupChunksPlugin } from './startup-chunks.ts';
import { reactRouterProductionChunk } from './tree-shakable-router.ts';
import { apiDevPort, apps, type AppName } from '@kompass/contracts/apps';
import { bootFrameParameters } from './boot-frame.ts';

export interface AppOptions {
  /** Folder of the app (pass `import.meta.dirname`). */
  dir: string;
  /** The Module Federation name; equals the workspace folder name. */
  name: AppName;
  /** Modules the remote exposes, e.g. `{ './Home': './src/pages/home.tsx' }`. None for the shell. */
  exposes?: Record<string, string>;
  /** Runtime plugins (paths relative to `dir`); the shell registers its failure handling here. */
  runtimePlugins?: string[];
  /** Title of the HTML page (the shell's page, or a remote's standalone dev harness). */
  title: string;
}

/**
 * react-router 7's package exports name only its development build (warnings, invariant
 * messages, dev-only checks). Production bundles take the production build it ships beside it:
 * fewer bytes and less work on every phone. Every app resolves the same file, so the singleton
 * (inside `@kompass/shared`) stays one and the same module.
 */
export const reactRouterProductionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/**
 * Module Federation embeds its bundler runtime, and with it the federation SDK, as CommonJS,
 * which is bundled whole. Production builds take the ES module builds instead, so only what is
 * called is bundled: 4 KB less over the wire in each remote entry and in the shell's `main.js`.
 * The shell's aliases name the packages, so every importer (CommonJS or not) gets the one ES
 * module copy: the runtime's global state exists once, and the runtime-core the shell provides
 * to the remotes keeps every export.
 */
const federationRequire = createRequire(import.meta.url);
const federationBundlerRuntimeCjs = federationRequire.resolve(
  '@module-federation/webpack-bundler-runtime',
);
const federationBundlerRuntimeEsm = federationBundlerRuntimeCjs.replace(/\.cjs$/, '.js');
const federationEsmAliases = Object.fromEntries(
  [
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/error-codes',
    '@module-federation/runtime-tools/runtime-core',
  ].map((name) => {
    const cjs = federationRequire.resolve(name);
    const mjs = cjs.replace(/\.cjs$/, '.mjs');
    return [`${name}$`, existsSync(mjs) ? mjs : cjs.replace(/\.cjs$/, '.js')];
  }),
);

/**
 * A remote takes the shell's runtime-core (`externalRuntime`), but bundles the federation SDK's
 * and error codes' parts its own runtime calls: as ES modules, only those.
 */
const remoteFederationEsmAliases = Object.fromEntries(
  Object.entries(federationEsmAliases).filter(([name]) => !name.includes('runtime-core')),
);

/**
 * The Module Federation plugin points `@module-federation/runtime` at its CommonJS build once the
 * configuration is read; production builds take the ES module build beside it instead, so only
 * what is called is bundled (the shell's runtime and each remote's).
 */
const federationRuntimeEsm = federationRequire
  .resolve('@module-federation/runtime')
  .replace(/\.cjs$/, '.js');

class FederationRuntimeEsmPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = { ...(compiler.options.resolve.alias as Record<string, string | false>) };
      for (const key of ['@module-federation/runtime', '@module-federation/runtime$']) {
        if (String(alias[key]).endsWith('.cjs')) alias[key] = federationRuntimeEsm;
      }
      compiler.options.resolve.alias = alias;
    });
  }
}

interface PackageJson {
  dependencies?: Record<string, string>;
}

export function defineAppConfig(options: AppOptions): Configuration {
  const { dir, name, exposes, runtimePlugins = [], title } = options;
  // rspack's CLI sets NODE_ENV: 'production' for `rspack build`, 'development' for `rspack serve`.
  const production = process.env.NODE_ENV !== 'development';
  const isShell = exposes === undefined;
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  const port = apps[name].devPort;

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    // Evergreen browsers: without a target SWC compiles to ES5 (async/await as state machines,
    // classes and spreads as helpers), which costs bytes and start-up time on every phone.
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // The async boundary: index.ts only imports ./bootstrap, so shared modules are negotiated first.
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Remotes resolve their chunks relative to wherever their manifest was loaded from,
      // so one build runs on any origin or path. The shell is served from the site root.
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Sources import siblings with `.ts` extensions where Node runs them directly.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      ...(production
        ? {
            alias: {
              'react-router$': reactRouterProductionBuild,
              [federationBundlerRuntimeCjs]: federationBundlerRuntimeEsm,
              ...(isShell ? federationEsmAliases : remoteFederationEsmAliases),
            },
          }
        : {}),
    },
    module: {
      rules: [
        // Only its used parts: react-router's display names keep every component (see the loader).
        ...(production
          ? [
              {
                test: reactRouterProductionChunk,
                loader: path.join(import.meta.dirname, 'tree-shakable-router.ts'),
              },
            ]
          : []),
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        title,
        // Only the shell's page is what a user opens; a remote's is for its dev harness.
        templateParameters: {
          bootFrame: isShell ? 'yes' : '',
          // The web app manifest and home-screen icons belong to the page a user installs.
          installable: isShell ? 'yes' : '',
          ...bootFrameParameters,
        },
        // A remote's page exists only for its standalone dev harness; the shell never loads it.
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // Names such as 'mf-discover' are not JavaScript identifiers: publish the container as a
        // property of the global object instead of a `var`.
        library: { type: 'global', name },
        exposes: exposes ?? {},
        // The shell has no build-time remotes: it registers them from /app-config.json at boot.
        remotes: {},
        shared: sharedDependencies(pkg.dependencies ?? {}, { eager: isShell && production }),
        // The default strategy would fetch every remote at start-up: admin would not stay lazy
        // and one unreachable remote would stall the whole shell.
        shareStrategy: 'loaded-first',
        runtimePlugins: runtimePlugins.map((plugin) => path.resolve(dir, plugin)),
        manifest: true,
        dts: false,
        // One copy of the federation runtime per page (about 33 KB gzipped each): the shell
        // provides its own to the remotes. A remote's standalone dev harness has no shell, so
        // development builds keep their own runtime.
        experiments: {
          ...(isShell
            ? { provideExternalRuntime: true }
            : production
              ? { externalRuntime: true }
              : {}),
          // The runtime's Node-only code paths (loading scripts with fs/vm) are dropped, and so
          // is its manifest path (`disableSnapshot`, 1.2 KB of the shell's `main.js`): a remote
          // is registered by its `remoteEntry.js`, and the server's preload hints and the
          // service worker's precache list take the first-screen chunks from the build's
          // mf-manifest.json instead ([decision](../docs/decisions/first-load-budget.md)).
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      ...(production ? [new FederationRuntimeEsmPlugin()] : []),
      // The shell's static files: the web app manifest, its icons and install screenshots.
      ...(isShell
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })]
        : []),
      // Brotli and gzip siblings, served as they are by `npm start` or any static host.
      ...(production && isShell ? [new StartupChunksPlugin()] : []),
      // A remote's parts loaded on demand that must open offline (precached by the worker).
      ...(production && !isShell ? [new OfflineChunksPlugin()] : []),
      ...(production ? [new CompressedSiblingsPlugin()] : []),
    ],
    optimization: {
      minimizer: [
        // Two compress passes and modern syntax: a few per cent fewer bytes on every phone.
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: { ecma: 2020, compress: { passes: 2, ecma: 2020 } },
        }),
      ],
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The dev API and runtime config come from the API dev server (scripts/dev.ts).
      proxy: [
        {
          context: ['/api', '/app-config.json', '/files'],
          target: `http://127.0.0.1:${apiDevPort}`,
        },
      ],
    },
  };
}
