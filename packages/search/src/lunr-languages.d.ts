declare module 'lunr-languages/*.js' {
  const plugin: (lunr: typeof import('lunr')) => void;
  export default plugin;
}
