// Types of partner-images.mjs for the web's TypeScript tests.
export declare const PARTNER_HEADER: string;
export declare const PARTNER_IDS: string[];
export declare function partnerSvg(id: string): string;
