// Font files are imported as modules: webpack emits them as assets and returns their URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
