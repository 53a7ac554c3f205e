export declare const apiNodeArgs: (root: string) => string[];
