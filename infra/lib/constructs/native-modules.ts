/**
 * Packages with a compiled part, which esbuild cannot bundle: a function that uses one keeps it
 * external and gets it in its asset, installed for the functions' platform (Linux on arm64, glibc)
 * whatever machine runs the synth. npm installs the matching prebuilt binary packages
 * (`@img/sharp-linux-arm64`, `@img/sharp-libvips-linux-arm64` for sharp) by their `os`/`cpu`/`libc`
 * fields, from the registry, at the version pinned in lambdas/package.json, with no install script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BundlingOptions, ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';

export type NativeModule = 'sharp';

/** The exact version of each native package, as the lambdas workspace pins it (one source of truth with the local stack). */
export const nativeModuleVersion = (repoRoot: string, name: NativeModule): string => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'lambdas', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const version = manifest.dependencies[name];
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`lambdas/package.json must pin ${name} to an exact version`);
  return version;
};

/** The npm command that puts the packages, built for Lambda's arm64 Linux, in the bundle's folder. */
export const nativeInstallCommand = (outputDir: string, packages: readonly string[]): string =>
  [
    `cd "${outputDir}"`,
    'echo \'{"private":true,"type":"module"}\' > package.json',
    `npm install --no-save --no-package-lock --no-audit --no-fund --ignore-scripts --omit=dev --os=linux --cpu=arm64 --libc=glibc ${packages.join(' ')}`,
    'rm package.json',
  ].join(' && ');

/** The bundling of a function with native packages: those left out of the bundle and installed beside it. */
export const withNativeModules = (bundling: BundlingOptions, repoRoot: string, modules: readonly NativeModule[]): BundlingOptions => {
  if (modules.length === 0) return bundling;
  const packages = modules.map((name) => `${name}@${nativeModuleVersion(repoRoot, name)}`);
  const commandHooks: ICommandHooks = {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) => [nativeInstallCommand(outputDir, packages)],
  };
  return { ...bundling, externalModules: [...(bundling.externalModules ?? []), ...modules], commandHooks };
};
