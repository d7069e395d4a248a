export declare function buildIfStale(log?: (message: string) => void): void;
