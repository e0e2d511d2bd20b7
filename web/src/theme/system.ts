import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { themeConfig } from './theme-config';

let system: SystemContext | undefined;

/**
 * The app's Chakra system: the theme (theme-config.ts) on the base preset, built on the first call.
 * Built on demand rather than when this module loads, because building it takes a phone tens of
 * milliseconds: the invitation entry loads this module and builds the system in two tasks, each
 * short enough that a tap need not wait (src/invitation-main.tsx). Importing theme-config.ts
 * through this module only keeps its unused Chakra recipes out of the bundle.
 */
export const getSystem = (): SystemContext => (system ??= createSystem(defaultBaseConfig, themeConfig));
