// solc-js ships no types; this is the part of its API the devnet uses.
declare module 'solc' {
  const solc: {
    /** Standard JSON input in, standard JSON output out (both as strings). */
    compile(input: string): string
    version(): string
  }
  export default solc
}
