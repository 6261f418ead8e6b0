export declare const DEBIAN_CHROMIUM: string
export declare const CHROMIUM_ARGS: string[]
export declare const npmChromium: () => Promise<string>
export declare const resolveChromium: (env?: NodeJS.ProcessEnv) => Promise<string>
