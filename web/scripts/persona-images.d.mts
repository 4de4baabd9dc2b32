export const GENERATED_HEADER: string;
export function personaSvg(style: string): string;
