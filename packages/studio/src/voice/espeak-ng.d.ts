// The npm espeak-ng package ships no types: an Emscripten module factory.
declare module 'espeak-ng' {
  interface EspeakModule {
    FS: { readFile(path: string): Uint8Array };
  }
  const factory: (options: {
    arguments: string[];
    print?: (s: string) => void;
    printErr?: (s: string) => void;
  }) => Promise<EspeakModule>;
  export default factory;
}
