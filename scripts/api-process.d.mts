/** Node's arguments for the API server, built first when its sources changed (api-process.mjs). */
export function apiNodeArgs(): string[];
