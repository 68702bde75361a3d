export function e2eChromium(): string | undefined;
