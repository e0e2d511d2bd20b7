/**
 * The photo resizers' sharp: left out of their bundles and installed in its asset for Lambda's arm64
 * Linux at the version the lambdas pin; every other function bundles everything.
 */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { HANDLER_BUNDLING } from '../lib/constructs/handler-function';
import { nativeInstallCommand, nativeModuleVersion, withNativeModules } from '../lib/constructs/native-modules';
import { repoRoot } from './synth-stack';

describe('native modules', () => {
  it('only the two photo saves load a native package (sharp)', () => {
    expect(API_ROUTES.filter((route) => 'nativeModules' in route).map((route) => [route.id, route.nativeModules])).toEqual([['SaveSitePhoto', ['sharp']], ['SaveHeroPhoto', ['sharp']]]);
  });

  it('keeps sharp out of the bundle and installs the pinned version for arm64 glibc Linux after bundling', () => {
    const version = nativeModuleVersion(repoRoot, 'sharp');
    expect(version).toBe('0.34.5');
    const bundling = withNativeModules(HANDLER_BUNDLING, repoRoot, ['sharp']);
    expect(bundling.externalModules).toEqual(['sharp']);
    expect(bundling.esbuildArgs).toEqual(HANDLER_BUNDLING.esbuildArgs);
    const [command, ...more] = bundling.commandHooks!.afterBundling('/in', '/asset');
    expect(more).toEqual([]);
    expect(command).toBe(nativeInstallCommand('/asset', ['sharp@0.34.5']));
    expect(command).toContain('--os=linux --cpu=arm64 --libc=glibc');
    expect(command).toContain('--ignore-scripts');
    expect(withNativeModules(HANDLER_BUNDLING, repoRoot, [])).toBe(HANDLER_BUNDLING);
  });
});
