export function failedVitestTests(reportPath: string, root: string): string[]
export function failedPlaywrightTests(reportPath: string): string[]
