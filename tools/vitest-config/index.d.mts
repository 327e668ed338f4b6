import type { BrowserConfigOptions } from 'vitest/node';
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const SOURCE_CONDITIONS: string[];
export declare function debianChromium(): BrowserConfigOptions;
export declare function sourceResolve(): {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
